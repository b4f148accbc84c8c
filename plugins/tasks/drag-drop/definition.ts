/**
 * Drag-drop (spec 02 §3: a title and the frame picture, frame.passthroughCapture). The spec shows no
 * more; ours (docs/CONTENT-FORMAT.md) adds the drop zones, as fractions of the frame so they scale with
 * it, each with the card ids it accepts, and the cards (a word, a picture, or both). A zone holds one
 * card. The student's result places cards in zones; the server grades it per zone.
 */
import { withDefault, z } from '@core/content';
import type { ServedClassroomTask } from '@core/domain';
import { defineTaskDefinition, type DescribedAnswer, type TaskTypes } from '@core/registry/task-plugin';
import { interactiveKind, isRecord, withPart } from '../served';

const id = z.string().check(z.minLength(1), z.maxLength(40));
const fraction = z.number().check(z.gte(0), z.lte(1));

export const dropZoneSchema = z
  .object({
    id,
    /** Read out to screen readers and shown small on the zone (e.g. '1'). */
    label: z.optional(z.string().check(z.maxLength(40))),
    x: fraction,
    y: fraction,
    width: fraction.check(z.refine((w) => w > 0, 'a zone needs a width')),
    height: fraction.check(z.refine((h) => h > 0, 'a zone needs a height')),
    /**
     * The cards right in this zone: the answer key. A student's copy of the task leaves it out
     * (studentView); a task a teacher starts must have it (checkTask).
     */
    accepts: z.optional(z.array(id).check(z.minLength(1), z.maxLength(20))),
  }).check(z.refine((zone) => zone.x + zone.width <= 1.0001 && zone.y + zone.height <= 1.0001, 'a zone must lie inside the frame'));
export type DropZone = z.infer<typeof dropZoneSchema>;

export const cardSchema = z.object({ id, text: z.optional(z.string().check(z.minLength(1), z.maxLength(60))), image: z.optional(z.string().check(z.minLength(1), z.maxLength(2000))) }).check(z.refine((card) => card.text !== undefined || card.image !== undefined, 'a card needs a text or a picture'));
export type Card = z.infer<typeof cardSchema>;

export const dragDropSchema = z
  .object({
    title: z.string().check(z.minLength(1), z.maxLength(200)),
    frame: z.object({
      passthroughCapture: z.string().check(z.minLength(1), z.maxLength(2000)),
      /** The picture's width over its height, so the board keeps its shape before the picture loads. */
      aspectRatio: z.optional(z.number().check(z.gte(0.2), z.lte(5))),
    }),
    zones: withDefault(z.array(dropZoneSchema).check(z.maxLength(30)), []),
    cards: withDefault(z.array(cardSchema).check(z.maxLength(40)), []),
  }).check(z.superRefine((task, context) => {
    const cardIds = new Set(task.cards.map((card) => card.id));
    if (cardIds.size !== task.cards.length) context.addIssue({ code: 'custom', path: ['cards'], message: 'two cards share an id' });
    if (new Set(task.zones.map((zone) => zone.id)).size !== task.zones.length) context.addIssue({ code: 'custom', path: ['zones'], message: 'two zones share an id' });
    for (const [index, zone] of task.zones.entries()) {
      const stranger = zone.accepts?.find((cardId) => !cardIds.has(cardId));
      if (stranger !== undefined) context.addIssue({ code: 'custom', path: ['zones', index, 'accepts'], message: `no card "${stranger}"` });
    }
  }));
export type DragDrop = z.infer<typeof dragDropSchema>;

/** Which card the student put in each zone (zone id -> card id); zones left empty are absent. */
export const dragDropResultSchema = z.object({
  interactiveTaskResult: z.object({ dragDropResult: z.object({ placements: z.record(id, id) }) }),
});
export type DragDropResult = z.infer<typeof dragDropResultSchema>;
export type Placements = Record<string, string>;

export const dragDropResult = (placements: Placements): DragDropResult => ({ interactiveTaskResult: { dragDropResult: { placements } } });
export const placementsOf = (result: DragDropResult | undefined): Placements => result?.interactiveTaskResult.dragDropResult.placements ?? {};

/** Why the placements do not fit the task (an unknown zone or card, a card in two zones), or undefined. */
export function placementMismatch(task: DragDrop, placements: Placements): string | undefined {
  const zones = new Set(task.zones.map((zone) => zone.id));
  const cards = new Set(task.cards.map((card) => card.id));
  const entries = Object.entries(placements);
  const badZone = entries.find(([zoneId]) => !zones.has(zoneId));
  if (badZone) return `interactiveTaskResult.dragDropResult.placements: no zone "${badZone[0]}"`;
  const badCard = entries.find(([, cardId]) => !cards.has(cardId));
  if (badCard) return `interactiveTaskResult.dragDropResult.placements: no card "${badCard[1]}"`;
  if (new Set(entries.map(([, cardId]) => cardId)).size !== entries.length) return 'interactiveTaskResult.dragDropResult.placements: a card is in two zones';
  return undefined;
}

export interface DragDropGrade {
  /**
   * Each zone in the task's order: right when it holds a card it accepts, and the cards it accepts (the
   * student's copy of the task has no answer key: the grade, given once the task has ended, shows it).
   */
  zones: { zoneId: string; right: boolean; accepts: string[] }[];
  correct: number;
  total: number;
  /** Whole percent of the zones right. */
  score: number;
}

/** Grades placements per zone (an empty zone is wrong). */
export function gradeDragDrop(task: DragDrop, result: DragDropResult): DragDropGrade {
  const placements = placementsOf(result);
  const zones = task.zones.map((zone) => {
    const accepts = zone.accepts ?? [];
    return { zoneId: zone.id, right: placements[zone.id] !== undefined && accepts.includes(placements[zone.id]!), accepts };
  });
  const correct = zones.filter((zone) => zone.right).length;
  return { zones, correct, total: zones.length, score: zones.length === 0 ? 0 : Math.round((100 * correct) / zones.length) };
}

/** The summary the live view carries; the panel checks it with this. zones: per zone, how many students got it right. */
export const dragDropSummarySchema = z.object({
  submitted: z.number(),
  zones: z.array(z.object({ zoneId: z.string(), label: z.string(), right: z.number() })),
  averageScore: z.number(),
});
export type DragDropSummary = z.infer<typeof dragDropSummarySchema>;

/** What the teacher sees: per-zone accuracy over the students who submitted, and the average score. */
export function dragDropSummary(task: DragDrop, results: readonly DragDropResult[]): DragDropSummary {
  const grades = results.map((result) => gradeDragDrop(task, result));
  return {
    submitted: results.length,
    zones: task.zones.map((zone, index) => ({ zoneId: zone.id, label: zone.label ?? String(index + 1), right: grades.filter((grade) => grade.zones[index]!.right).length })),
    averageScore: grades.length === 0 ? 0 : Math.round(grades.reduce((sum, grade) => sum + grade.score, 0) / grades.length),
  };
}

/** The export's rows (issue 37): a row per place, the card put there (a picture card as 图片), right or not. */
export function describeDragDrop(task: DragDrop, result: DragDropResult): DescribedAnswer[] {
  const placements = placementsOf(result);
  const { zones } = gradeDragDrop(task, result);
  return task.zones.map((zone, index) => {
    const card = task.cards.find((candidate) => candidate.id === placements[zone.id]);
    return { item: `位置 ${zone.label ?? index + 1}`, answer: card ? (card.text ?? '图片') : '', right: zones[index]!.right };
  });
}

declare module '@core/registry/task-plugin' {
  interface TaskPluginMap {
    'drag-drop': TaskTypes<DragDrop, DragDropResult>;
  }
}

/** The task as a student gets it: the zones without the cards they accept (copying those would score 100). */
export function dragDropStudentView(task: ServedClassroomTask): ServedClassroomTask {
  return withPart(task, 'dragDrop', (part) => ({
    ...part,
    ...(Array.isArray(part.zones) ? { zones: part.zones.map((zone: unknown) => (isRecord(zone) ? withoutKey(zone, 'accepts') : zone)) } : {}),
  }));
}

const withoutKey = (record: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));

/** Why a task to start cannot be graded: a zone that does not say which cards it accepts. */
export function dragDropTaskMismatch(task: DragDrop): string | undefined {
  const index = task.zones.findIndex((zone) => zone.accepts === undefined);
  return index === -1 ? undefined : `interactiveTask.dragDrop.zones[${index}].accepts: a zone needs the cards it accepts`;
}

export const dragDropDefinition = defineTaskDefinition({
  kind: 'drag-drop',
  ...interactiveKind('dragDrop', dragDropSchema),
  optionalItem: { originalTaskType: 4 },
  resultSchema: dragDropResultSchema,
  studentView: dragDropStudentView,
  checkTask: dragDropTaskMismatch,
  checkResult: (task, result) => placementMismatch(task, placementsOf(result)),
  grade: gradeDragDrop,
  summarise: dragDropSummary,
  describe: describeDragDrop,
});
