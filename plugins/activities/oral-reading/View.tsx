import type { ActivityViewProps } from '@core/registry';
import type { OralReadingActivity, OralReadingResponse } from './model';

/** Placeholder renderer until the practice player issue: the text to read. */
export default function OralReadingView({ activity }: ActivityViewProps<OralReadingActivity, OralReadingResponse>) {
  return <p aria-label="oral-reading">{activity.stem.text}</p>;
}
