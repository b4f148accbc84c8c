/**
 * The kind's Preview beside the form, in a phone-sized frame (375×667, scaled down to fit): what a student
 * will see. While the task does not parse the frame keeps the last preview that did; a preview that
 * breaks on a half-written task shows the placeholder instead of taking the form down with it.
 */
import { Component, useId, type ComponentType, type ReactNode } from 'react';
import { EditorText } from './strings';

interface PhonePreviewProps {
  Preview: ComponentType<{ task: unknown }> | undefined;
  /** The model to show, or undefined when no version of the task has parsed yet. */
  shown: { model: unknown } | undefined;
}

export function PhonePreview({ Preview, shown }: PhonePreviewProps) {
  const headingId = useId();
  const placeholder = <p className="task-editor__preview-empty muted">{Preview ? EditorText.previewWaiting : EditorText.noPreview}</p>;
  return (
    // A region, not an aside: a complementary landmark must not sit inside the editor's region.
    <section className="task-editor__preview" aria-labelledby={headingId}>
      <h3 id={headingId}>{EditorText.preview}</h3>
      <div className="phone-frame">
        <div className="phone-frame__screen">
          {Preview && shown ? (
            <PreviewBoundary model={shown.model} fallback={placeholder}>
              <Preview task={shown.model} />
            </PreviewBoundary>
          ) : (
            placeholder
          )}
        </div>
      </div>
    </section>
  );
}

const NONE = Symbol('none');

/** Shows `fallback` for the model the preview broke on, and tries again with the next. */
class PreviewBoundary extends Component<{ model: unknown; fallback: ReactNode; children: ReactNode }, { broken: boolean; brokenModel: unknown }> {
  override state = { broken: false, brokenModel: NONE as unknown };

  static getDerivedStateFromError() {
    return { broken: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('the task preview broke on this task', error);
    this.setState({ broken: false, brokenModel: this.props.model });
  }

  override render() {
    return this.state.broken || this.state.brokenModel === this.props.model ? this.props.fallback : this.props.children;
  }
}
