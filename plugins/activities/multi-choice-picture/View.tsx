import type { ActivityViewProps } from '@core/registry';
import type { ChoiceResponse, MultiChoicePictureActivity } from './model';

/** Placeholder renderer until the practice player issue: shows the stem and the option pictures. */
export default function MultiChoicePictureView({ activity }: ActivityViewProps<MultiChoicePictureActivity, ChoiceResponse>) {
  return (
    <section aria-label="multi-choice-picture">
      <p>{activity.stem.text}</p>
      <ul>{activity.choice.map((c) => <li key={c.key}><img src={c.pictureUrl} alt={c.text ?? c.key} /></li>)}</ul>
    </section>
  );
}
