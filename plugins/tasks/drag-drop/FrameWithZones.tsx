/**
 * The frame picture with each zone marked by its name, as the teacher's panel and the read-only preview
 * show it: no card, no answer; a zone without a label is named by its number.
 */
import type { DragDrop } from './definition';
import { DragDropPanelText } from './strings';

/** `mark`: what each zone shows on the picture (the panel: 位置 N, as the class reads it; the preview: the label itself). */
export function FrameWithZones({ task, className = '', mark = (label) => label }: { task: DragDrop; className?: string; mark?: (label: string) => string }) {
  const labels = task.zones.map((zone, index) => zone.label ?? String(index + 1));
  return (
    <div className={`drag-drop__board ${className}`.trim()} style={{ aspectRatio: task.frame.aspectRatio ?? 4 / 3 }} role="img" aria-label={DragDropPanelText.frame(labels.map(DragDropPanelText.zoneName).join('、'))}>
      <img className="drag-drop__frame" src={task.frame.passthroughCapture} alt="" />
      {task.zones.map((zone, index) => (
        <span key={zone.id} className="drag-drop__zone" style={{ left: `${zone.x * 100}%`, top: `${zone.y * 100}%`, width: `${zone.width * 100}%`, height: `${zone.height * 100}%` }} aria-hidden="true">
          <span className="drag-drop__zone-label">{mark(labels[index]!)}</span>
        </span>
      ))}
    </div>
  );
}
