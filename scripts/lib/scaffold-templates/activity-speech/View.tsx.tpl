/**
 * 4. The renderer: React only here. It shows the text to read and the record button the player drives
 *    (recording, scoring and the receipt are the player's; the `speech` prop is its state), then the
 *    score. The player lazy-loads it, so it costs nothing until a __FOLDER__ question appears.
 */
import type { ActivityViewProps } from '@core/registry';
import { LevelBadge } from '../shared-view/LevelBadge';
import { RecordButton } from '../shared-view/RecordButton';
import type { __Pascal__Activity, __Pascal__Response } from './model';

export default function __Pascal__View({ activity, response, completed, readOnly, speech }: ActivityViewProps<__Pascal__Activity, __Pascal__Response>) {
  return (
    <section aria-label="__FOLDER__">
      <p>{activity.stem.text}</p>
      {response && <p aria-label="得分">{response.score.score.overall}</p>}
      <LevelBadge level={speech?.badge} />
      {speech && !completed && !readOnly && <RecordButton speech={speech} />}
    </section>
  );
}
