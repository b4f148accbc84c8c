/** The practice session's state and actions (spec 01 §3 "Session state", §4 "Practice flow"). */
import type { AnswerRecord, AnswerStatus, ExerciseKind, NormalisedActivityBase, RecordStatus } from '../domain';
import type { GradeResult } from '../registry';

/** One question of the run, with the episode it belongs to. */
export interface SessionActivity {
  model: NormalisedActivityBase;
  episodeId: string;
  episodeType: number;
  /** Smart homework: the item's identifier part. */
  uuid?: string;
}

/** An episode as the player runs it: main episodes, and follow-up (remedial) ones with a video. */
export interface SessionEpisode {
  episodeId: string;
  episodeType: number;
  activities: SessionActivity[];
  /** The follow-up episode's id; '' or '0' means none. */
  child?: string;
  videoUrl?: string;
}

/** True when an episode names a follow-up episode ('' and '0' mean none). */
export const hasFollowUp = (episode: Pick<SessionEpisode, 'child'>): boolean => Boolean(episode.child && episode.child !== '0');

/** Whether an activity has an explanation to show (a text or its audio): an empty 解析 sheet is never opened. */
export const hasExplanation = (explanation: { texts: readonly string[]; audioUrl?: string }): boolean =>
  explanation.texts.some((text) => text.trim() !== '') || Boolean(explanation.audioUrl);

/** A recorded answer: the grader's record and where it belongs. */
export interface RecordedAnswer {
  activityId: string;
  episodeId: string;
  episodeType: number;
  uuid?: string;
  record: AnswerRecord;
}

/**
 * Where the run is:
 * - 'main': the homework's (or exercise's) own questions;
 * - 'recommend': the follow-up recommendation screen after the last main question;
 * - 'follow-up': the questions of one follow-up episode ('follow-up homework n/total');
 * - 'video': that episode's explanation video;
 * - 'finished': everything answered; the page submits.
 */
export type SessionPhase = 'main' | 'recommend' | 'follow-up' | 'video' | 'finished';

export interface SessionOptions {
  kind: ExerciseKind;
  /** Homework id, group task id or smart homework id: what saved progress is matched by. */
  key: string;
  revisal: boolean;
  readOnly: boolean;
}

export interface FollowUpRun {
  /** Follow-up episodes still to run, in order (the current one first). */
  queue: SessionEpisode[];
  answers: RecordedAnswer[];
  /** A wrong answer in the current follow-up episode: the video screen says so. */
  hadError: boolean;
}

export interface SessionState extends SessionOptions {
  phase: SessionPhase;
  episodes: SessionEpisode[];
  /** The questions of the current phase (main, or the current follow-up episode). */
  activities: SessionActivity[];
  activeActivityIndex: number;
  /** The student's response to the current question (choices picked, blanks typed, the speech score). */
  response: unknown;
  fulfilled: boolean;
  answerStatus: AnswerStatus;
  isCompleted: boolean;
  isFirstError: boolean;
  isShowExplanation: boolean;
  /** Homework speech: the one retry after a first wrong result has been used. */
  hasTryAgain: boolean;
  recordStatus: RecordStatus;
  /** Recorded answers of the main run, one per activity (the latest wins). */
  answers: RecordedAnswer[];
  followUp: FollowUpRun | undefined;
  /** The follow-up episodes the homework offers (fetched by the page); which run depends on the answers. */
  followUpEpisodes: SessionEpisode[];
  /**
   * The follow-ups are still on their way (they are asked for once the first question shows, issue 18).
   * Finishing the main run meanwhile waits for them: `awaitingFollowUps` until they come.
   */
  followUpsPending: boolean;
  awaitingFollowUps: boolean;
  /** Learning time per activity id, ms, capped at 300 s each. */
  learnTimeMs: Record<string, number>;
}

export type SessionAction =
  | { type: 'load'; episodes: SessionEpisode[]; options: SessionOptions; savedAnswers?: RecordedAnswer[]; followUpEpisodes?: SessionEpisode[]; followUpsPending?: boolean }
  /** The follow-up episodes have come (none when they could not be fetched). */
  | { type: 'follow-ups'; followUpEpisodes: SessionEpisode[] }
  | { type: 'forward' }
  | { type: 'back' }
  | { type: 'respond'; response: unknown; fulfilled: boolean }
  /** The next button on an unanswered choice or spelling question, or a speech score: the grader's verdict. */
  | { type: 'graded'; result: GradeResult; response: unknown }
  /** The answer status has been shown (800 ms). */
  | { type: 'status-shown' }
  | { type: 'explanation'; shown: boolean }
  | { type: 'record-status'; status: RecordStatus }
  | { type: 'start-follow-up' }
  | { type: 'video-done' }
  | { type: 'tick'; ms: number };
