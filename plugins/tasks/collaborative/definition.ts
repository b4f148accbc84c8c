/**
 * Collaborative learning (task type 5, spec 02 §3): assignments (tasks) with roles, done in groups the
 * students form themselves (groupMode 2) or the teacher makes. A role says what its member answers
 * (answerTypes; ours: 1 text, 2 a choice among `options`, 3 a recording) and, beyond the spec, its name
 * and prompt. A member's result is their answer for their role.
 */
import { parseWithSchema, z } from '@core/content';
import { AnswerType } from './grouping';
import { TaskType } from '@core/domain';
import { defineTaskDefinition, type DescribedAnswer, type TaskTypes } from '@core/registry/task-plugin';

const id = z.string().check(z.minLength(1), z.maxLength(100));

export const roleSchema = z.object({
  identifier: id,
  name: z.optional(z.string().check(z.maxLength(60))),
  prompt: z.optional(z.string().check(z.maxLength(2000))),
  answerTypes: z.optional(z.array(z.int()).check(z.maxLength(3))),
  options: z.optional(z.array(z.object({ key: z.string().check(z.minLength(1), z.maxLength(20)), text: z.string().check(z.minLength(1), z.maxLength(300)) })).check(z.maxLength(12))),
  /** What a recording role reads aloud: the speech engine scores the recording against it. */
  refText: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
});

export const collaborativeLearningSchema = z.object({
  /** 2: the students form their groups (the default); 1: the teacher makes them. */
  groupMode: z.optional(z.int()),
  assignments: z.array(z.object({ identifier: id, name: z.string().check(z.minLength(1), z.maxLength(200)), roles: z.array(roleSchema).check(z.minLength(1), z.maxLength(10)) })).check(z.minLength(1), z.maxLength(20)),
});
export type CollaborativeLearning = z.infer<typeof collaborativeLearningSchema>;

/** A member's answer for their role: a text, a choice (option key), or a recording (address and score). */
export const collaborativeResultSchema = z.object({
  interactiveTaskResult: z.object({
    collaborativeResult: z.object({
      assignmentIdentifier: id,
      roleIdentifier: id,
      text: z.optional(z.string().check(z.maxLength(2000))),
      choice: z.optional(z.string().check(z.minLength(1), z.maxLength(20))),
      // The upload may fail (the answer then keeps the score alone). `receipt`: the scoring socket's
      // signed receipt of the score (issue 31); a score is stored only with it.
      recording: z.optional(z.object({
        url: z.optional(z.string().check(z.minLength(1), z.maxLength(2000))),
        score: z.optional(z.number().check(z.gte(0), z.lte(100))),
        receipt: z.optional(z.string().check(z.maxLength(4000))),
      })),
    }).check(z.refine((answer) => answer.text !== undefined || answer.choice !== undefined || answer.recording !== undefined, '请用文字、选项或录音作答')),
  }),
});
export type CollaborativeResult = z.infer<typeof collaborativeResultSchema>;

declare module '@core/registry/task-plugin' {
  interface TaskPluginMap {
    collaborative: TaskTypes<CollaborativeLearning, CollaborativeResult>;
  }
}

/**
 * Why an answer does not fit its assignment and role (unknown ones, a choice not offered, a kind the role
 * does not take), in Chinese: the student's 提交 shows it (issue 32).
 */
export function collaborativeMismatch(task: CollaborativeLearning, result: CollaborativeResult): string | undefined {
  const answer = result.interactiveTaskResult.collaborativeResult;
  const assignment = task.assignments.find((a) => a.identifier === answer.assignmentIdentifier);
  if (!assignment) return `没有这个任务："${answer.assignmentIdentifier}"`;
  const role = assignment.roles.find((r) => r.identifier === answer.roleIdentifier);
  if (!role) return `没有这个角色："${answer.roleIdentifier}"`;
  const takes = new Set(role.answerTypes ?? [AnswerType.TEXT]);
  if (answer.text !== undefined && !takes.has(AnswerType.TEXT)) return '这个角色不用文字作答';
  if (answer.recording !== undefined && !takes.has(AnswerType.RECORDING)) return '这个角色不用录音作答';
  if (answer.choice !== undefined && !(role.options ?? []).some((o) => o.key === answer.choice)) return `没有这个选项："${answer.choice}"`;
  return undefined;
}

const ANSWER_TYPES = new Set<number>(Object.values(AnswerType));

/**
 * Why a task a teacher starts or saves cannot be answered (issue 36), at its path in the served task, in
 * Chinese: a role that takes no answer or an unknown kind of answer, a choice role without options, a
 * recording role without the text it reads aloud (the student's page would show it nothing to do).
 */
export function collaborativeTaskMismatch(task: CollaborativeLearning): string | undefined {
  for (const [a, assignment] of task.assignments.entries()) {
    for (const [r, role] of assignment.roles.entries()) {
      const at = `collaborativeLearning.assignments[${a}].roles[${r}]`;
      const takes = role.answerTypes ?? [AnswerType.TEXT];
      if (takes.length === 0) return `${at}.answerTypes: 请至少选择一种作答方式`;
      const unknown = takes.find((type) => !ANSWER_TYPES.has(type));
      if (unknown !== undefined) return `${at}.answerTypes: 没有这种作答方式：${unknown}`;
      if (takes.includes(AnswerType.CHOICE) && !role.options?.length) return `${at}.options: 选择作答至少要有一个选项`;
      if (takes.includes(AnswerType.RECORDING) && role.refText === undefined) return `${at}.refText: 录音作答要写出朗读的内容`;
    }
  }
  return undefined;
}

/** A recording's score, read against its role's text (refText); what the server checks the receipt of. */
export function collaborativeSpeechScore(task: CollaborativeLearning, result: CollaborativeResult) {
  const answer = result.interactiveTaskResult.collaborativeResult;
  if (answer.recording?.score === undefined) return undefined;
  const role = task.assignments.find((a) => a.identifier === answer.assignmentIdentifier)?.roles.find((r) => r.identifier === answer.roleIdentifier);
  return { text: role?.refText ?? '', score: answer.recording.score, receipt: answer.recording.receipt, path: 'interactiveTaskResult.collaborativeResult.recording.receipt' };
}

function withoutReceipt(result: CollaborativeResult): CollaborativeResult {
  const answer = result.interactiveTaskResult.collaborativeResult;
  if (!answer.recording) return result;
  const { receipt: _receipt, ...recording } = answer.recording;
  return { ...result, interactiveTaskResult: { ...result.interactiveTaskResult, collaborativeResult: { ...answer, recording } } };
}

export const collaborativeDefinition = defineTaskDefinition({
  kind: 'collaborative',
  recognises: (task) => task.taskType === TaskType.COLLABORATIVE_LEARNING,
  parse: (task) => parseWithSchema(collaborativeLearningSchema, task.collaborativeLearning ?? { assignments: [] }, ['collaborativeLearning']),
  resultSchema: collaborativeResultSchema,
  checkTask: collaborativeTaskMismatch,
  checkResult: collaborativeMismatch,
  claimedSpeechScore: collaborativeSpeechScore,
  withoutReceipt,
  describe: describeCollaborative,
});

/** The export's row (issue 37): the assignment and role, and the member's text, choice or recording's score. */
function describeCollaborative(task: CollaborativeLearning, result: CollaborativeResult): DescribedAnswer[] {
  const answer = result.interactiveTaskResult.collaborativeResult;
  const assignment = task.assignments.find((a) => a.identifier === answer.assignmentIdentifier);
  const role = assignment?.roles.find((r) => r.identifier === answer.roleIdentifier);
  const choice = answer.choice === undefined ? undefined : `${answer.choice} ${role?.options?.find((o) => o.key === answer.choice)?.text ?? ''}`.trim();
  const given = [answer.text, choice, answer.recording ? '（录音）' : undefined].filter((part): part is string => part !== undefined && part !== '');
  return [{ item: [assignment?.name, role?.name].filter(Boolean).join(' · ') || answer.assignmentIdentifier, answer: given.join(' / '), ...(answer.recording?.score === undefined ? {} : { score: answer.recording.score }) }];
}

/**
 * The live view's groups as the teacher's panel reads them (TaskPanelProps.groups, JSON from the wire):
 * the server's Group (grouping.ts), members keyed by user id.
 */
export const liveGroupsSchema = z.array(z.looseObject({
  identifier: z.string(),
  name: z.string(),
  ownerId: z.string(),
  locked: z.boolean(),
  source: z.string(),
  students: z.record(z.string(), z.object({ userId: z.string(), name: z.string(), roleIdentifiers: z.array(z.string()) })),
  assignmentIdentifier: z.optional(z.string()),
}));

/**
 * Whether a member's answer answers the role they hold now (issue 32): after a regrouping a member may
 * hold another role than the one their answer was for, and that answer (a sentence under a choice role)
 * is not shown as theirs.
 */
export const answersRole = (answer: { assignmentIdentifier: string; roleIdentifier: string } | undefined, assignmentIdentifier: string | undefined, roleIdentifiers: readonly string[]): boolean =>
  answer !== undefined && answer.assignmentIdentifier === assignmentIdentifier && roleIdentifiers.includes(answer.roleIdentifier);

// The grouping rules and the group calls' contract, shared with the server (which imports a kind's
// definition, never its other files).
export * from './grouping';
export * from './groups-contract';
