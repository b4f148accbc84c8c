/** Drag-drop (spec 02 §3): a title and the frame picture (frame.passthroughCapture). */
import { z } from '@core/content';
import { defineTaskDefinition, type TaskTypes } from '@core/registry/task-plugin';
import { interactiveKind, passThroughResultSchema, type PassThroughResult } from '../served';

export const dragDropSchema = z.object({ title: z.string(), frame: z.object({ passthroughCapture: z.string() }) });
export type DragDrop = z.infer<typeof dragDropSchema>;

declare module '@core/registry/task-plugin' {
  interface TaskPluginMap {
    'drag-drop': TaskTypes<DragDrop, PassThroughResult>;
  }
}

export const dragDropDefinition = defineTaskDefinition({
  kind: 'drag-drop',
  ...interactiveKind('dragDrop', dragDropSchema),
  resultSchema: passThroughResultSchema,
});
