import type { RichText } from '@core/domain';
import './shared-view.css';

/**
 * Lines and highlight runs of a stem or an option (core/content/text.ts): every line on its own row,
 * `**x**` runs marked in the spec's orange (#FFBB56) as a highlighter stroke under dark text, so the
 * run stands out and still reads at full contrast.
 */
export function RichTextView({ text, className }: { text: RichText; className?: string }) {
  return (
    <span className={className ? `rich-text ${className}` : 'rich-text'}>
      {text.map((line, lineIndex) => (
        <span key={lineIndex} className="rich-text__line">
          {line.map((run, runIndex) =>
            run.highlight ? (
              <mark key={runIndex} className="rich-text__highlight">
                {run.text}
              </mark>
            ) : (
              run.text
            ),
          )}
        </span>
      ))}
    </span>
  );
}
