/** A teacher's upload as the editors and the server's contract (server/classroom/task-library-contract.ts) name it (issue 36). */
export type TeacherMediaKind = 'picture' | 'audio' | 'video' | 'document';
/** An upload of a teacher's (server/classroom/task-library-contract.ts), for a task to use by its url: the school's students and teachers may read it. */
export interface TeacherMedia {
  id: string;
  url: string;
  kind: TeacherMediaKind;
  /** The file's name as uploaded (or as the teacher named it), shown in the media list and beside a document. */
  name: string;
  contentType: string;
  sizeBytes: number;
  ownerName: string;
  createdAtSec: number;
}
