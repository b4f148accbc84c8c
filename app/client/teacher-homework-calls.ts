/**
 * The teacher's homework calls (issue 37, server/homework/teacher-homework-contract.ts): assign, list,
 * change the due time, withdraw, results, a student's answers, the export, a class at a glance. The app
 * may import only the contract's types, so the paths are copied here; teacher-homework-calls.test.ts holds
 * them equal to the contract's.
 */
import type { ApiService } from '@core/services/api/api-service';
import type { AssignedHomework, AssignHomework, ClassGlance, HomeworkResults, StudentAnswers, StudentProgress } from '@server/homework/teacher-homework-contract';

const TEACHER = '/api/v1/chronus/teacher';
const part = encodeURIComponent;
export const TeacherHomeworkPaths = {
  homeworks: `${TEACHER}/homeworks`,
  homework: (homeworkId: string) => `${TEACHER}/homeworks/${part(homeworkId)}`,
  results: (homeworkId: string) => `${TEACHER}/homeworks/${part(homeworkId)}/results`,
  export: (homeworkId: string) => `${TEACHER}/homeworks/${part(homeworkId)}/export`,
  studentAnswers: (homeworkId: string, studentId: string) => `${TEACHER}/homeworks/${part(homeworkId)}/students/${part(studentId)}`,
  classGlance: (classId: string) => `${TEACHER}/classes/${part(classId)}/glance`,
} as const;

export type { AssignedHomework, AssignHomework, ClassGlance, HomeworkResults, StudentAnswers, StudentProgress };
export type ExportFormat = 'xlsx' | 'csv';

/** Assigns homework to each class named (one homework per class); `idempotencyKey` (one per 布置 pressed) makes a retry answer the first. */
export async function assignHomework(api: ApiService, body: AssignHomework, idempotencyKey: string): Promise<AssignedHomework[]> {
  return (await api.main.post<{ homeworks: AssignedHomework[] }>(TeacherHomeworkPaths.homeworks, body, { headers: { 'Idempotency-Key': idempotencyKey } })).homeworks;
}

/** The class's homework, newest first, withdrawn ones included (marked). */
export async function fetchClassHomeworks(api: ApiService, classId: string): Promise<AssignedHomework[]> {
  return (await api.main.get<{ homeworks: AssignedHomework[] }>(TeacherHomeworkPaths.homeworks, { params: { classId } })).homeworks;
}

export async function changeHomeworkDue(api: ApiService, homeworkId: string, dueAtSec: number): Promise<AssignedHomework> {
  return (await api.main.put<{ homework: AssignedHomework }>(TeacherHomeworkPaths.homework(homeworkId), { dueAtSec })).homework;
}

/** Withdraws the homework: it leaves the students' lists; those who started keep their answers. */
export async function withdrawHomework(api: ApiService, homeworkId: string): Promise<void> {
  await api.main.delete<unknown>(TeacherHomeworkPaths.homework(homeworkId));
}

export function fetchStudentAnswers(api: ApiService, homeworkId: string, studentId: string): Promise<StudentAnswers> {
  return api.main.get<StudentAnswers>(TeacherHomeworkPaths.studentAnswers(homeworkId, studentId));
}

/** The export's address (relative to the main API base): the results view downloads it with the sign-in (results-calls.ts fetchExport). */
export const homeworkExportPath = (homeworkId: string, format: ExportFormat) => `${TeacherHomeworkPaths.export(homeworkId)}?format=${format}`;

export function fetchClassGlance(api: ApiService, classId: string): Promise<ClassGlance> {
  return api.main.get<ClassGlance>(TeacherHomeworkPaths.classGlance(classId));
}
