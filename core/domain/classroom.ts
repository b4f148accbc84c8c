/** Classroom tasks, grouping, the reading task and the word book (spec 02 §3). */

/**
 * A classroom task as served (the poll's answer, a stored task; spec 02 §3): the envelope every kind
 * shares. The kind's own part (interactiveTask.readingTask, voteTask, resourcePack, dragDrop, or
 * selfSelected) is read by that kind's definition in plugins/tasks/<kind>/definition.ts.
 */
export interface ServedClassroomTask {
  groupTaskId?: string;
  /** TaskType: 1 exercise, 2 interactive, 5 collaborative learning, 6 self-selected (optional). */
  taskType: number;
  interactiveTask?: unknown;
  collaborativeLearning?: unknown;
}

export const GroupSource = {
  SOURCE_STUDENT_SELF_ORGANIZE: 'SOURCE_STUDENT_SELF_ORGANIZE',
  SOURCE_TEACHER: 'SOURCE_TEACHER',
} as const;
export type GroupSource = (typeof GroupSource)[keyof typeof GroupSource];

export const GroupAction = {
  ACTION_JOIN: 'ACTION_JOIN',
  ACTION_LOCK: 'ACTION_LOCK',
  ACTION_UNLOCK: 'ACTION_UNLOCK',
  ACTION_ASSIGN_ROLE: 'ACTION_ASSIGN_ROLE',
  ACTION_QUIT: 'ACTION_QUIT',
} as const;
export type GroupAction = (typeof GroupAction)[keyof typeof GroupAction];

/** groupMode 2 means the students form their own groups. */
export const GROUP_MODE_SELF_GROUPING = 2;
export const MAX_GROUP_SIZE = 10;
export const MIN_GROUP_SIZE_TO_LOCK = 2;

export interface GroupMember {
  userId: string;
  name: string;
  roleIdentifiers: string[];
  answer?: unknown;
  answerTypes?: number[];
}

export interface Group {
  identifier: string;
  name: string;
  ownerId: string;
  locked: boolean;
  students: Record<string, GroupMember>;
  assignmentIdentifier?: string;
}

export interface Assignment { identifier: string; name: string; roles: { identifier: string; answerTypes?: number[] }[] }

export interface GroupSpecification {
  id: string;
  specification: { grouping: { groups: Group[] } };
  groupMode: number;
  collaborativeLearning?: { assignments: Assignment[] };
}

// ---- Word book -----------------------------------------------------------------------------------

/** Part of speech, 0-15 in this order (spec 02 §3). */
export const PART_OF_SPEECH = [
  'unknown', 'determiner', 'adjective', 'adverb', 'preposition', 'conjunction', 'pronoun', 'noun', 'verb',
  'auxiliary verb', 'modal verb', 'phrasal verb', 'exclamation', 'number', 'ordinal number', 'infinitive marker',
] as const;
export type PartOfSpeechName = (typeof PART_OF_SPEECH)[number];
/** A part-of-speech number, 0-15. */
export type PartOfSpeech = number;

/** The short labels the word pages show; parts of speech without their own label read 'other'. */
export function partOfSpeechLabel(pos: PartOfSpeech): string {
  const labels: Partial<Record<PartOfSpeechName, string>> = {
    noun: 'noun', preposition: 'prep', adjective: 'adj', verb: 'verb', adverb: 'adv', pronoun: 'pron',
    number: 'num', determiner: 'determiner', conjunction: 'conj', exclamation: 'exclamation',
    'auxiliary verb': 'auxiliary verb', 'modal verb': 'modal verb',
  };
  const name = PART_OF_SPEECH[pos];
  return (name && labels[name]) ?? 'other';
}

export const WordSortType = { CREATED_AT_DESC: 1, ALPHABETICAL: 2 } as const;
export type WordSortType = (typeof WordSortType)[keyof typeof WordSortType];

export const WORD_PAGE_STATUSES = ['loading', 'success', 'notFound', 'notIncluded', 'other'] as const;
export type WordPageStatus = (typeof WORD_PAGE_STATUSES)[number];

/** The source code sent with word lookups and collections. */
export const WORD_SOURCE = 7;

export interface WordListItem { word: string; createdAt: number; updatedAt: number; collected: boolean }

export interface WordLookup {
  word: string;
  wordBrief?: { pos: PartOfSpeech; definitionCn: string }[];
  pronunciationInfo?: { us?: string; uk?: string; usMp3Cdn?: string; ukMp3Cdn?: string };
  wordEntry?: {
    pos: PartOfSpeech;
    knowledgePoint: {
      cambridgeVocab: { definition: string };
      definitionCn: string;
      displayExample: { originalText: string; translation: string; audioCdn?: string }[];
    }[];
  }[];
}

export interface DownloadInfo { androidUrl: string; iosUrl: string }
export interface VersionFile { version: string }
