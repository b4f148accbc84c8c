/**
 * Vote (spec 02 §3): records, options, single (1) or multiple (2) choice. The spec passes a vote's
 * result through (§7); ours is interactiveTaskResult.voteResult.selected, the keys of the chosen
 * options. The teacher sees a tally counting people, not picks. A vote's stem records may also be a
 * sound (issue 36), which the reading task's records, as the spec has them, may not.
 */
import { z } from '@core/content';
import { defineTaskDefinition, type TaskTypes } from '@core/registry/task-plugin';
import { interactiveKind } from '../served';

export const SelectType = { SINGLE: 1, MULTIPLE: 2 } as const;
export type SelectType = (typeof SelectType)[keyof typeof SelectType];

/** What a stem record shows: a picture or a text (spec 02 §3, as the reading task's), or a sound (ours); its content is the file's address or the text. */
export const RecordType = { PICTURE: 1, TEXT: 2, SOUND: 3 } as const;
export type RecordType = (typeof RecordType)[keyof typeof RecordType];

export const voteRecordSchema = z.object({
  content: z.string(),
  contentType: z.union([z.literal(RecordType.PICTURE), z.literal(RecordType.TEXT), z.literal(RecordType.SOUND)]),
});
export type VoteRecord = z.infer<typeof voteRecordSchema>;

/** A vote's limits: the schema's, and the editor's (its add buttons stop at them). */
export const VoteLimits = { title: 200, records: 20, options: { min: 2, max: 12 }, optionKey: 20, optionText: 500 } as const;

export const voteTaskSchema = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(VoteLimits.title)),
  selectType: z.union([z.literal(SelectType.SINGLE), z.literal(SelectType.MULTIPLE)]),
  records: z.array(voteRecordSchema).check(z.maxLength(VoteLimits.records)),
  options: z
    .array(z.object({ key: z.string().check(z.minLength(1), z.maxLength(VoteLimits.optionKey)), text: z.string().check(z.minLength(1), z.maxLength(VoteLimits.optionText)) }))
    .check(z.minLength(VoteLimits.options.min), z.maxLength(VoteLimits.options.max)),
});
export type VoteTask = z.infer<typeof voteTaskSchema>;

export const voteResultSchema = z.object({
  interactiveTaskResult: z.object({ voteResult: z.object({ selected: z.array(z.string().check(z.minLength(1), z.maxLength(20))).check(z.minLength(1), z.maxLength(12)) }) }),
});
export type VoteResult = z.infer<typeof voteResultSchema>;

/** The tally the live view carries (one bar per option: how many students chose it); the panel checks it with this. */
export const voteSummarySchema = z.object({
  voters: z.number(),
  tally: z.array(z.object({ key: z.string(), text: z.string(), count: z.number() })),
});
export type VoteSummary = z.infer<typeof voteSummarySchema>;

declare module '@core/registry/task-plugin' {
  interface TaskPluginMap {
    vote: TaskTypes<VoteTask, VoteResult>;
  }
}

/** Why a record would show the students nothing, in the reading task's words (one translation serves both). */
const EMPTY_RECORD: Record<RecordType, string> = {
  [RecordType.PICTURE]: 'a picture needs its file',
  [RecordType.TEXT]: 'a text needs its words',
  [RecordType.SOUND]: 'a sound needs its file',
};

/**
 * Why a vote to start has a record that shows nothing (issue 36: a text left empty, a picture or sound
 * not chosen), or undefined. A student's copy is parsed without it: votes served before stay readable.
 */
export function voteTaskMismatch(task: VoteTask): string | undefined {
  const index = task.records.findIndex((record) => record.content.trim() === '');
  if (index === -1) return undefined;
  return `interactiveTask.voteTask.records[${index}].content: ${EMPTY_RECORD[task.records[index]!.contentType]}`;
}

/** Why the picks do not fit the vote (unknown, repeated, or several on a single-choice vote), or undefined. */
export function voteMismatch(task: VoteTask, selected: readonly string[]): string | undefined {
  const keys = new Set(task.options.map((o) => o.key));
  const unknown = selected.filter((key) => !keys.has(key));
  if (unknown.length > 0) return `interactiveTaskResult.voteResult.selected: no option ${unknown.map((k) => `"${k}"`).join(', ')}`;
  if (new Set(selected).size !== selected.length) return 'interactiveTaskResult.voteResult.selected: an option is chosen twice';
  if (task.selectType === SelectType.SINGLE && selected.length !== 1) return 'interactiveTaskResult.voteResult.selected: this vote takes one option';
  return undefined;
}

/** The tally of the students' latest votes, every option in the task's order (zero counts too). */
export function voteTally(task: VoteTask, results: readonly VoteResult[]): VoteSummary {
  const counts = new Map(task.options.map((o) => [o.key, 0]));
  for (const result of results) {
    for (const key of new Set(result.interactiveTaskResult.voteResult.selected)) if (counts.has(key)) counts.set(key, counts.get(key)! + 1);
  }
  return { voters: results.length, tally: task.options.map((o) => ({ key: o.key, text: o.text, count: counts.get(o.key)! })) };
}

export const voteDefinition = defineTaskDefinition({
  kind: 'vote',
  ...interactiveKind('voteTask', voteTaskSchema),
  optionalItem: { originalTaskType: 2 },
  resultSchema: voteResultSchema,
  checkTask: voteTaskMismatch,
  checkResult: (task, result) => voteMismatch(task, result.interactiveTaskResult.voteResult.selected),
  summarise: voteTally,
  // The export's row (issue 37): the options chosen, by key and text.
  describe: (task, result) => [{
    item: task.title,
    answer: result.interactiveTaskResult.voteResult.selected.map((key) => `${key} ${task.options.find((o) => o.key === key)?.text ?? ''}`.trim()).join(' / '),
  }],
});
