import type { ActivityViewProps } from '@core/registry';
import type { SpellingActivity, SpellingResponse } from './model';

/** Placeholder renderer until the practice player issue: given text, blanks as underscores. */
export default function SpellingView({ activity }: ActivityViewProps<SpellingActivity, SpellingResponse>) {
  return (
    <p aria-label="spelling">
      {activity.stem.stems.map((s) => (s.checked ? '____' : s.text)).join('')}
    </p>
  );
}
