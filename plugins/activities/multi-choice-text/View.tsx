import type { ActivityViewProps } from '@core/registry';
import type { ChoiceResponse, MultiChoiceTextActivity } from './model';

/** Placeholder renderer until the practice player issue: lists the stem and options as text. */
export default function MultiChoiceTextView({ activity }: ActivityViewProps<MultiChoiceTextActivity, ChoiceResponse>) {
  return (
    <section aria-label="multi-choice-text">
      <p>{activity.stem.text}</p>
      <ul>{activity.choice.map((c) => <li key={c.key}>{c.text}</li>)}</ul>
    </section>
  );
}
