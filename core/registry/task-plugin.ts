/**
 * What a classroom-task plugin is (spec 02): reading, vote, resource pack, drag-drop, optional,
 * collaborative. Like an activity plugin, one folder per kind (`plugins/tasks/<kind>/`), split so the
 * server can share the pure half:
 *
 * - definition.ts: the kind, how a served task shows it is of this kind, the model parsed from it,
 *   the schema of a student's result, and (where the kind has them) item ids, result checks, a grader
 *   and a summary for the teacher. No React, no DOM: the server imports it.
 * - index.ts: the plugin: kind, title, routes and lazily loaded screens (the student screen, the
 *   preview, the teacher panel, the console's editor) and definition. plugins/tasks/index.ts lists the
 *   plugins for the app, definitions.ts the definitions for the server.
 *
 * Each kind adds one entry to TaskPluginMap by module augmentation, keyed by its kind:
 *
 *   declare module '@core/registry' {
 *     interface TaskPluginMap { vote: TaskTypes<VoteTask, VoteResult> }
 *   }
 */
import type { ComponentType } from 'react';
import type { z } from 'zod/mini';
import type { ServedClassroomTask } from '../domain';
import type { TaskServiceRef } from './task-services';
import type { WordListItem, WordPage, WordTab } from '../contract';

export interface TaskPluginMap {}
/** The shape of one TaskPluginMap entry: the kind's task model and the result a student submits. */
export interface TaskTypes<M = unknown, R = unknown> { model: M; result: R }

export type RegisteredTaskKind = keyof TaskPluginMap & string;
type TaskEntryOf<K extends RegisteredTaskKind> = TaskPluginMap[K] extends TaskTypes ? TaskPluginMap[K] : never;
export type TaskModel<K extends RegisteredTaskKind> = TaskEntryOf<K>['model'];
export type TaskResultOf<K extends RegisteredTaskKind> = TaskEntryOf<K>['result'];

/** The pure half of a task kind, shared by the app and the server. */
export interface TaskDefinition<K extends string = string, M = unknown, R = unknown> {
  kind: K;
  /** Its part of a served interactive task (interactiveTask.voteTask, ...) and schema; an optional task's item and a homework item carry the same. */
  part?: ServedPart;
  /** The kind can be an item of an optional task (spec 02 §3 originalTask.taskType); needs `part`. */
  optionalItem?: { originalTaskType: number };
  /** The kind can be an item of a homework after class (spec 02 §4); needs `part`. */
  afterClass?: AfterClassFacet;
  /** Whether a served classroom task (the poll's answer, a stored task) is of this kind. */
  recognises(task: ServedClassroomTask): boolean;
  /** The kind's model of a served task of this kind; a ParseError when its content is malformed. */
  parse(task: ServedClassroomTask): M;
  /** What a student submits for a task of this kind (POST .../classroom/task/{id}). */
  resultSchema: z.ZodMiniType<R>;
  /** Ids inside the task the submission address may name instead of the task (an optional task's items). */
  itemIds?(task: M): string[];
  /**
   * The served task as a student receives it (the poll, the task by id, an optional task's items):
   * without the answer key a kind with right answers keeps for grading on the server (drag-drop's
   * zones[].accepts). It works on the task as served, unparsed, so content the parser would refuse
   * still reaches the student as before. Kinds without answer keys leave it out.
   */
  studentView?(task: ServedClassroomTask): ServedClassroomTask;
  /**
   * Why a task as a teacher starts it lacks what the student's copy leaves out (an answer key), or
   * undefined. `parse` takes the student's copy too, so it cannot insist on the key itself.
   */
  checkTask?(task: M): string | undefined;
  /** Why a result that fits the schema still does not fit this task, or undefined when it does. */
  checkResult?(task: M, result: R): string | undefined;
  /**
   * A speech score the result claims (issue 31): the text the student read, the score, and the scoring
   * socket's receipt beside it, with the field that holds it. The server stores the result only when
   * the receipt vouches for that score; undefined when the result claims none.
   */
  claimedSpeechScore?(task: M, result: R): { text: string; score: number; receipt: unknown; path: string } | undefined;
  /** The result as stored: without the receipt, which has done its work. */
  withoutReceipt?(result: R): R;
  /**
   * The files a result names (a reading report's image), each with the bucket it must have been
   * uploaded to and its path in the result: the server stores the result only when each is an upload
   * of the student's own in that bucket (server/files/own-upload.ts).
   */
  files?(task: M, result: R): ResultFile[];
  /** Whether a result counts as handed in, for the teacher's 已提交 (not a resource pack only opened); by default every one does. */
  isSubmitted?(result: R): boolean;
  /** A result in words for the teacher's export (issue 37), a row per item it answers; without it the row says 已提交. */
  describe?(task: M, result: R): DescribedAnswer[];
  /**
   * Grades a result, for kinds with right answers (drag-drop). The server grades; a student sees the
   * grade once the task has ended (GET .../classroom/task/{id}/result answers it then).
   */
  grade?(task: M, result: R): unknown;
  /**
   * Grades the answer to one item inside a result (an optional task's drag-drop item, by its kind's
   * grade), or undefined when that item has no right answers or no answer. Shown, like grade, once the
   * task has ended.
   */
  gradeItem?(task: M, result: R, itemId: string): unknown;
  /**
   * What the teacher sees of every student's latest result (a vote's tally): plain JSON, the same on
   * the server's live view and in the kind's teacher panel.
   */
  summarise?(task: M, results: readonly R[]): unknown;
}

export interface DescribedAnswer { item: string; answer: string; right?: boolean; score?: number }

/** Where a kind's content sits in a served task: interactiveTask[key], read with schema. */
export interface ServedPart { key: string; schema: z.ZodMiniType }

/**
 * How a kind works after class: the homework's item names it by `homeworkKind` (groupHomework.tasks[].
 * kind), and the homework submission carries its result as `task_result[resultKey]` (what the in-class
 * result holds under interactiveTaskResult[resultKey]), checked with `resultSchema`.
 */
export interface AfterClassFacet {
  homeworkKind: string;
  resultKey: string;
  /** task_result[resultKey] as the server stores it; it names the homework item by `id`. */
  resultSchema: z.ZodMiniType<{ id: string }>;
  /** Whether a stored result finishes the item; any stored result does when left out. */
  isDone?(result: unknown): boolean;
  /**
   * The files the result names (a reading report's image), each with its upload bucket and its path in
   * the result: the server stores it only when each is the student's own upload (as `files` in class).
   */
  files?(result: never): ResultFile[];
  /** The textbook the homework submission names with this kind's result (a reading report: spec 02 §7, §9). */
  textbook?: string;
}

/** A file a result names: its address, the upload bucket it belongs in, and where in the result it is. */
export interface ResultFile { url: string; bucket: string; path: string }

/**
 * Props of a kind's student screen: what its host knows of this task and this student. Services (the
 * word lookup, the report upload, stored files, the registry) are not props: a kind asks for them by
 * ref (TaskPlugin.needs, core/registry/task-services.ts).
 *
 * The app hosts it (app/pages/task/TaskScreen.tsx): it polls the
 * running task, parses it with the kind's definition, submits, and says 任务已终止 when the task ends;
 * the screen only shows the task and hands over a result.
 */
export interface TaskViewProps<M, R> {
  task: M;
  /** The id results name (the group task's, an optional item's, or after class the homework task's). */
  taskId: string;
  /** The result this student last submitted (to show and change), if any; kept by the server. */
  submitted: R | undefined;
  /**
   * The submitted result is kept on the phone, not yet with the teacher (the network dropped; the app
   * sends it when it can, issue 41): the screen says so instead of that the teacher has it.
   */
  savedOnDevice?: boolean;
  submitting: boolean;
  /**
   * Hands a result to the host; `quiet` ones (a resource pack noting it was opened) show no toast. The
   * host answers whether it was stored (a screen with its own success step waits for it).
   */
  onSubmit(result: R, options?: { quiet?: boolean }): void | Promise<boolean>;
  /** Plays sounds through the app's audio service, one at a time (spec 01 §4). */
  audio?: TaskAudio;
  /** The way out once the screen says the student is done (the reading task's finish button). */
  onDone?(): void;
  /**
   * Work in progress kept on the phone for this student and task (drag-drop placements, reading
   * strokes), so a reload or leaving loses nothing; the host clears it once a result is handed in.
   */
  draft?: TaskDraft;
  /**
   * Once the teacher has ended the task, a kind with right answers gets its grade of the student's
   * result (its definition's `grade`): the screen shows what was right and takes no more answers.
   */
  review?: unknown;
}

/** The word calls as a task screen sees them: a tapped word's brief, and the word book. */
export interface TaskWords {
  lookUp(word: string): Promise<WordPage>;
  /** The student's word book: collected words, or looked-up ones, newest first. */
  list(tab: WordTab): Promise<WordListItem[]>;
  isCollected(word: string): Promise<boolean>;
  collect(word: string): Promise<void>;
  remove(word: string): Promise<void>;
}

/** A task screen's draft: what it saved last (unchecked: the screen checks it), or undefined. */
export interface TaskDraft {
  read(): unknown;
  save(value: unknown): void;
  clear(): void;
}

/** The app's audio service as a task screen sees it. */
export interface TaskAudio {
  play(id: string, url: string): void;
  stop(): void;
  /** The id of the sound playing now, if any. */
  playingId: string | undefined;
}

/**
 * A route of a task kind (spec 02 §2) and how to load its screen, when first visited. A kind whose
 * screen is not built yet leaves loadView out: the app shows its '即将开放' page there.
 */
export interface TaskRoute<M = never, R = never> {
  path: string;
  loadView?: () => Promise<ComponentType<TaskViewProps<M, R>>>;
  /**
   * A standalone page instead of a screen in the task host: it hosts itself (reads its query, loads what
   * it shows), using the app through taskPageHostRef (the reading report; collaborative learning's pages).
   */
  loadPage?: () => Promise<ComponentType>;
  /**
   * Who hosts the screen: the live classroom's task (the default), or an item of a homework after class
   * (spec 02 §4, /resource-pack-after): the task then comes from the homework and the result goes to it.
   */
  host?: 'classroom' | 'after-class';
}

/** Props of a kind's read-only preview (an optional task's item; the console's editor, beside the form). */
export interface TaskPreviewProps<M> { task: M }
/**
 * Props of a kind's panel in the teacher console: the task and each student's latest result with their
 * name. On the projector (`projector`) the panel shows no names.
 */
export interface TaskPanelProps<M, R> {
  task: M;
  results: readonly { studentId?: string; name: string; result: R }[];
  /**
   * The kind's summary of the latest results as the server's live view computed it (the definition's
   * `summarise`): what the panel shows as the tally, never recomputed from the results. Unchecked JSON
   * from the wire: the panel reads it through its kind's summary schema.
   */
  summary?: unknown;
  projector?: boolean;
  /** The task has ended: a kind with right answers may show them now, even on the projector. */
  ended?: boolean;
  /** The live task's id and the class's size, for the panel's own controls (collaborative learning's 老师分组). */
  live?: { taskId: string; studentCount: number };
  /**
   * The live view's groups (a collaborative task's, issue 15): unchecked JSON from the wire, which the
   * kind that has groups reads through its own schema.
   */
  groups?: unknown;
}

/**
 * The console's task editor (issue 36). It edits a draft of the start call's body without its title:
 * `interactiveTask` holds the kind's part as stored (plugins/tasks/task-body.ts: `{ voteTask }`,
 * `{ collaborativeLearning }`). The host checks every change with the kind's definition and hands back the
 * problems, each at its path in the served task ('interactiveTask.voteTask.options[1].text'); services
 * (the teacher's media, the library) come by ref. `blank` is a new task of the kind to start from.
 */
export interface EditedTask { taskType: number; episodeIds?: string[]; interactiveTask?: Record<string, unknown> }
export interface EditorProblem { path: string; message: string }
export interface TaskEditorProps { task: EditedTask; onChange(task: EditedTask): void; problems: readonly EditorProblem[] }
export interface TaskEditorModule { blank(): EditedTask; Editor: ComponentType<TaskEditorProps>; /** The editor's rules beyond the definition's (an optional task's 2–6 items). */ check?(task: EditedTask): EditorProblem[] }

/** The ids a task screen's address carries (spec 02 §2). */
export interface TaskScreenIds { groupTaskId?: string; groupId?: string }

/** The ids an optional task's item screen carries: the group task's, the item's and the optional task's. */
export interface OptionalItemIds { groupTaskId: string; optionalTaskId: string; optionalId: string; groupId?: string }

/** The homework item a kind's after-class screen opens on. */
export interface AfterClassItem { homeworkId: string; taskId: string; done: boolean }

/**
 * The whole plugin: what the app shows of the kind, and its definition, loaded when first needed (the
 * route table is part of the first load; a definition brings zod and the kind's schemas).
 */
export interface TaskPlugin<K extends string = string, M = unknown, R = unknown> {
  kind: K;
  loadDefinition(): Promise<TaskDefinition<K, M, R>>;
  /** The screen title, e.g. '分层题包'. */
  title: string;
  /** The kind's short name beside its icon (an optional task's item, a homework item), e.g. '投票'. */
  label?: string;
  /** The kind's icon: one SVG path drawn in a 24×24 box with a line in the brand colour. */
  icon?: string;
  /**
   * Where 立刻开始 on /exercise leads for a running task of this kind, when not to the first route with
   * groupTaskId and groupId (collaborative learning chooses between its two screens).
   */
  screenPath?(task: ServedClassroomTask, ids: TaskScreenIds): string;
  /** Opens the classroom tasks no kind recognises (spec 02 §2: an interactive task without a known part reads). */
  catchAll?: boolean;
  /** The services the kind's screens and panels ask the host for (core/registry/task-services.ts). */
  needs?: readonly TaskServiceRef<unknown>[];
  /**
   * Where a homework item of this kind opens after class, when not to the kind's after-class route
   * (or its first route with isAfterClass=true&homework=&taskId=): the reading task opens its report once done.
   */
  afterClassPath?(item: AfterClassItem): string;
  /**
   * What the screen's header shows: the task's own title (the default), or the title of the unit and
   * period the task belongs to (the reading task, spec 02 §2), this plugin's title when there is none.
   */
  header?: 'task' | 'unit';
  /** The routes the kind's screens open on (spec 02 §2), e.g. '/vote-task'. */
  routes: TaskRoute<M, R>[];
  loadPreview?: () => Promise<ComponentType<TaskPreviewProps<M>>>;
  /** What the task host logs when its poll finds no task, or no answer (the reading task words them; spec 02 §4). */
  pollLogs?: { none: string; failed: string };
  loadPanel?: () => Promise<ComponentType<TaskPanelProps<M, R>>>;
  /** The kind's editor in the teacher console (issue 36), loaded when the teacher opens it. */
  loadEditor?: () => Promise<TaskEditorModule>;
}

export type TaskDefinitionOf<K extends RegisteredTaskKind> = TaskDefinition<K, TaskModel<K>, TaskResultOf<K>>;
export type TaskPluginOf<K extends RegisteredTaskKind> = TaskPlugin<K, TaskModel<K>, TaskResultOf<K>>;

export const defineTaskDefinition = <K extends RegisteredTaskKind>(definition: TaskDefinitionOf<K>): TaskDefinitionOf<K> => definition;

export const defineTask = <K extends RegisteredTaskKind>(plugin: TaskPluginOf<K>): TaskPluginOf<K> => plugin;
