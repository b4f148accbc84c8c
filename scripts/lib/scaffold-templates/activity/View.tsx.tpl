/**
 * 4. The renderer: React only here. It shows the model and reports the response; it never grades.
 *    The player lazy-loads it, so it costs nothing until a __FOLDER__ question appears.
 */
import type { ActivityViewProps } from '@core/registry';
import type { __Pascal__Activity, __Pascal__Response } from './model';

export default function __Pascal__View({ activity, response, onResponse, completed, readOnly }: ActivityViewProps<__Pascal__Activity, __Pascal__Response>) {
  return (
    <section aria-label="__FOLDER__">
      {activity.stem.text && <p>{activity.stem.text}</p>}
      <input
        aria-label="答案"
        value={response?.text ?? ''}
        disabled={completed || readOnly}
        onChange={(event) => onResponse({ text: event.target.value })}
      />
    </section>
  );
}
