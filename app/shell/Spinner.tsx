import { ShellText } from './strings';

/** The loading indicator, announced to screen readers. */
export function Spinner({ label = ShellText.loading }: { label?: string }) {
  return (
    <div className="spinner" role="progressbar" aria-label={label} aria-busy="true">
      <span className="spinner__dot" />
      <span className="spinner__dot" />
      <span className="spinner__dot" />
    </div>
  );
}
