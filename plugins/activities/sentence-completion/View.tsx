import type { ActivityViewProps } from '@core/registry';
import type { SentenceCompletionActivity, SentenceCompletionResponse } from './model';

/** Placeholder renderer until the practice player issue: the sentence and its hint. */
export default function SentenceCompletionView({ activity }: ActivityViewProps<SentenceCompletionActivity, SentenceCompletionResponse>) {
  return (
    <section aria-label="sentence-completion">
      <p>{activity.stem.text}</p>
      {activity.stem.hint && <p>{activity.stem.hint}</p>}
    </section>
  );
}
