/**
 * 1. The types of the __FOLDER__ activity (type __TYPE__). Start here: change the model to what your
 *    renderer needs, the response to what the student gives, the answer variant to what the server keeps.
 */
import type { NormalisedActivityBase } from '@core/domain';

/** The normalised activity: the shared fields plus this type's own. */
export interface __Pascal__Activity extends NormalisedActivityBase<__TYPE__> {
  /** The expected answer (this template compares a typed answer; replace with your own rule). */
  answer: string;
}

/** What the student gives: the renderer reports it, a harness case file states it. */
export interface __Pascal__Response { text: string }

/** The per-type part of the answer record (data.__camel__), as submitted to the server. */
export interface __Pascal__Answer { text: string; correct: boolean }

// The answer record learns the new variant here, so buildAnswerRecord accepts it with its type.
declare module '@core/domain' {
  interface AnswerVariants {
    __camel__: __Pascal__Answer;
  }
}
