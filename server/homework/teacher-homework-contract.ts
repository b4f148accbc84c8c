/**
 * The teacher's homework calls (issue 37; the spec shows no teacher screens): assign homework to classes,
 * change its due time or withdraw it, and see what each class did (per student, per item, per student's
 * answers), exported as .xlsx or CSV; a class at a glance. Under /api/v1/chronus/teacher/* (a teacher of
 * the homework's class only: 403 otherwise, 404 for none).
 *
 * The server checks requests with these schemas; the console copies the paths (app/client/) and reads the
 * answers with the types below, imported type-only.
 */
import { z } from '@core/content/zod';

const TEACHER = '/api/v1/chronus/teacher';
const part = encodeURIComponent;
export const TeacherHomeworkPaths = {
  /**
   * POST AssignHomework → 201 { homeworks: AssignedHomework[] }, one per class (an Idempotency-Key makes a retry
   * answer the same). GET ?classId= → { homeworks: AssignedHomework[] }: the class's homework, newest first,
   * withdrawn ones included (marked).
   */
  homeworks: `${TEACHER}/homeworks`,
  /** PUT { dueAtSec } → { homework: AssignedHomework }; DELETE → { ok: true, id }: withdrawn (students who started keep their answers; it leaves every list). */
  homework: (homeworkId: string) => `${TEACHER}/homeworks/${part(homeworkId)}`,
  /** GET → HomeworkResults (ETag: a poll with If-None-Match answers 304 while nothing changed). */
  results: (homeworkId: string) => `${TEACHER}/homeworks/${part(homeworkId)}/results`,
  /** GET ?format=xlsx|csv → the file: one row per student × item, named `<class>-<homework title>.<ext>`. */
  export: (homeworkId: string) => `${TEACHER}/homeworks/${part(homeworkId)}/export`,
  /** GET → StudentAnswers: one student's answers, as the student's read-only review shows them. */
  studentAnswers: (homeworkId: string, studentId: string) => `${TEACHER}/homeworks/${part(homeworkId)}/students/${part(studentId)}`,
  /** GET → ClassGlance. */
  classGlance: (classId: string) => `${TEACHER}/classes/${part(classId)}/glance`,
} as const;

/** The largest body of an assignment. */
export const ASSIGN_HOMEWORK_MAX_BYTES = 16 * 1024;

const id = z.string().check(z.minLength(1), z.maxLength(100));
export const assignHomeworkSchema = z
  .object({
    title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    classIds: z.array(id).check(z.minLength(1), z.maxLength(20)),
    /** Episodes of the imported content, in the order the students do them. */
    episodeIds: z.array(id).check(z.maxLength(50)),
    /** Library tasks done after class: reading and resource-pack items, or a classroom task of a kind that works after class. */
    libraryTaskIds: z.array(id).check(z.maxLength(10)),
    /** When students see it (now when absent); at most a year ahead. */
    assignAtSec: z.optional(z.int().check(z.gte(0))),
    /** When it is due: after the assign time. */
    dueAtSec: z.int().check(z.gte(0)),
  })
  .check(z.refine((body) => body.episodeIds.length + body.libraryTaskIds.length > 0, 'episodeIds: a homework needs at least one episode or task'));
export type AssignHomework = z.input<typeof assignHomeworkSchema>;

export const changeDueSchema = z.object({ dueAtSec: z.int().check(z.gte(0)) });

export interface AssignedHomework {
  /** The class's homework (group homework) id. */
  id: string;
  classId: string;
  className: string;
  title: string;
  assignAtSec: number;
  dueAtSec: number | null;
  withdrawn: boolean;
  episodeIds: string[];
  itemCount: number;
  /** The class's students now, and how many of them finished or started it. */
  students: number;
  finished: number;
  started: number;
  /** Who assigned it (null for the demo's seeded homework). */
  assignedBy: { id: string; name: string } | null;
}

export type StudentProgress = 'finished' | 'started' | 'not-started';

export interface HomeworkResults {
  homework: AssignedHomework;
  students: {
    id: string;
    name: string;
    progress: StudentProgress;
    /** Share of the items answered right, 0–100, once finished (the student's accuracy); null before. */
    accuracy: number | null;
    answered: number;
    /** From the first answer to the last, in seconds; null with no answer. */
    timeSpentSec: number | null;
  }[];
  items: {
    activityId: string;
    episodeId: string;
    type: number;
    /** The item's question, shortened, as a teacher recognises it. */
    label: string;
    answered: number;
    right: number;
    /** The wrong answers given most often (a choice by its option's text), most first, at most 3. */
    wrongAnswers: { answer: string; count: number }[];
    /** Speech items: the words the class said worst (lowest mean score first, at most 5), and the phonemes. */
    worstWords?: { word: string; score: number; count: number }[];
    worstPhonemes?: { phoneme: string; score: number; count: number }[];
    /** Speech items: each student's recording, to hear. */
    recordings?: { studentId: string; url: string; score: number }[];
  }[];
}

/** One student's answers, each with its activity (as served to the student: for the read-only review). */
export interface StudentAnswers { student: { id: string; name: string }; activities: unknown[]; answers: unknown[] }

export interface ClassGlance {
  classId: string;
  className: string;
  /** The last homeworks (at most 8, newest last): completion and accuracy, 0–100. */
  homeworks: { id: string; title: string; dueAtSec: number | null; completion: number; accuracy: number | null }[];
  /** Students who did not finish the last two homeworks. */
  missedLastTwo: { id: string; name: string }[];
}
