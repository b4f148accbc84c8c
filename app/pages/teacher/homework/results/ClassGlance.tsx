/**
 * A class at a glance (issue 37): its last homeworks' completion and accuracy as a small bar chart (an SVG
 * with its figures written on it and said in its description), and the students who missed the last two.
 */
import { useEffect, useState } from 'react';
import type { ClassGlance as Glance } from '@server/homework/teacher-homework-contract';
import { ApiToken } from '@core/services/tokens';
import { useService } from '../../../../services/ServicesContext';
import { fetchClassGlance } from './results-calls';
import { chartSummary, glanceBars, GLANCE_CHART } from './glance-chart';
import { GlanceText } from './strings';
import './results.css';

export function ClassGlance({ classId }: { classId: string }) {
  const api = useService(ApiToken);
  const [state, setState] = useState<{ of: string; glance?: Glance; failed?: boolean }>({ of: '' });
  useEffect(() => {
    let current = true;
    fetchClassGlance(api, classId).then(
      (glance) => current && setState({ of: classId, glance }),
      () => current && setState({ of: classId, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [api, classId]);
  const loaded: typeof state = state.of === classId ? state : { of: classId };
  if (!loaded.glance) return <p role={loaded.failed ? 'alert' : 'status'}>{loaded.failed ? GlanceText.loadFailed : GlanceText.loading}</p>;
  const { glance } = loaded;
  return (
    <section className="card glance" aria-label={GlanceText.region(glance.className)}>
      <h3>{GlanceText.chartTitle}</h3>
      {glance.homeworks.length === 0 ? <p>{GlanceText.noHomework}</p> : <GlanceChart homeworks={glance.homeworks} />}
      <h3>{GlanceText.missedLastTwo}</h3>
      {glance.missedLastTwo.length > 0 ? (
        <ul className="hw-results__names">
          {glance.missedLastTwo.map((student) => (
            <li key={student.id}>{student.name}</li>
          ))}
        </ul>
      ) : (
        <p>{GlanceText.nobodyMissed}</p>
      )}
    </section>
  );
}

function GlanceChart({ homeworks }: { homeworks: Glance['homeworks'] }) {
  const bars = glanceBars(homeworks);
  const { width, height } = GLANCE_CHART.size(homeworks.length);
  return (
    <svg className="glance__chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="glance-title glance-desc">
      <title id="glance-title">{GlanceText.chartTitle}</title>
      <desc id="glance-desc">{chartSummary(homeworks)}</desc>
      {bars.map((bar) => (
        <g key={bar.id}>
          <rect className="glance__completion" x={bar.completion.x} y={bar.completion.y} width={GLANCE_CHART.barWidth} height={bar.completion.height} />
          <text className="glance__figure" x={bar.completion.x} y={GLANCE_CHART.figureLines[0]}>
            {GlanceText.completion(bar.completion.value)}
          </text>
          <rect className="glance__accuracy" x={bar.accuracy.x} y={bar.accuracy.y} width={GLANCE_CHART.barWidth} height={bar.accuracy.height} />
          <text className="glance__figure" x={bar.completion.x} y={GLANCE_CHART.figureLines[1]}>
            {GlanceText.accuracy(bar.accuracy.value)}
          </text>
          <text x={bar.completion.x} y={height - 6}>
            {bar.title}
          </text>
        </g>
      ))}
    </svg>
  );
}

export default ClassGlance;
