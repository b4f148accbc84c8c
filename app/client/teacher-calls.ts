/** The teacher console's calls (issue 13, core/contract/teacher.ts). */
import { classTasksResponseSchema, liveViewSchema, startTaskResponseSchema, taskLibraryResponseSchema, teacherClassesResponseSchema, type ClassTask, type LibraryTask, type LiveView, type TeacherClass } from '@core/contract';
import type { EditedTask } from '@core/registry/task-plugin';
import type { ApiService } from '@core/services/api/api-service';
import type { ClassStudent, NewPassword } from '@server/school/admin-contract';
import type { ClassHistoryPage } from '@server/classroom/class-history-contract';

const TEACHER = '/api/v1/chronus/teacher';

export async function fetchTeacherClasses(api: ApiService): Promise<TeacherClass[]> {
  return teacherClassesResponseSchema.parse(await api.main.get<unknown>(`${TEACHER}/classes`)).classes;
}

export async function fetchTaskLibrary(api: ApiService, classId: string): Promise<LibraryTask[]> {
  return taskLibraryResponseSchema.parse(await api.main.get<unknown>(`${TEACHER}/task-library`, { params: { classId } })).tasks;
}

/** Starts a library task in the class (the running one ends); answers the new task's id. */
export async function startLibraryTask(api: ApiService, classId: string, libraryId: string): Promise<string> {
  return startTaskResponseSchema.parse(await api.main.post<unknown>(`${TEACHER}/classes/${encodeURIComponent(classId)}/tasks`, { libraryId })).groupTaskId;
}

/** A whole task as the start call takes it (core/contract/teacher.ts startTaskRequestSchema): its title and body. */
export type StartTaskBody = EditedTask & { title: string };

/** Starts a task written on the spot (issue 36's 新建投票) in the class (the running one ends); answers the new task's id. */
export async function startTaskBody(api: ApiService, classId: string, task: StartTaskBody): Promise<string> {
  return startTaskResponseSchema.parse(await api.main.post<unknown>(`${TEACHER}/classes/${encodeURIComponent(classId)}/tasks`, { task })).groupTaskId;
}

/** The class's latest tasks, newest first, running or ended (issue 32). */
export async function fetchClassTasks(api: ApiService, classId: string, limit?: number): Promise<ClassTask[]> {
  const params = limit === undefined ? {} : { params: { limit } };
  return classTasksResponseSchema.parse(await api.main.get<unknown>(`${TEACHER}/classes/${encodeURIComponent(classId)}/tasks`, params)).tasks;
}

/** A page of the class's classroom history (issue 37, server/classroom/class-history-contract.ts; the path copied). */
export async function fetchClassHistory(api: ApiService, classId: string, before?: string): Promise<ClassHistoryPage> {
  const params = before === undefined ? {} : { params: { before } };
  return api.main.get<ClassHistoryPage>(`${TEACHER}/classes/${encodeURIComponent(classId)}/history`, params);
}

/** A classroom task's results as a file (issue 37): GET with ?format=xlsx|csv. */
export const taskExportPath = (groupTaskId: string) => `${TEACHER}/tasks/${encodeURIComponent(groupTaskId)}/export`;

export async function endClassroomTask(api: ApiService, groupTaskId: string): Promise<void> {
  await api.main.post<unknown>(`${TEACHER}/tasks/${encodeURIComponent(groupTaskId)}/end`, {});
}

export async function fetchLiveView(api: ApiService, groupTaskId: string): Promise<LiveView> {
  return liveViewSchema.parse(await api.main.get<unknown>(`${TEACHER}/tasks/${encodeURIComponent(groupTaskId)}/live`));
}

/** The path of a teacher's reset of a student's password (the contract's teacherResetPasswordPath, copied: the app imports only its types). */
export const studentPasswordPath = (studentId: string) => `${TEACHER}/students/${encodeURIComponent(studentId)}/password`;

/** A new password for a student of one of the teacher's classes (issue 34), answered this once. */
export function resetStudentPassword(api: ApiService, studentId: string): Promise<NewPassword> {
  return api.main.post<NewPassword>(studentPasswordPath(studentId), {});
}

/** The path of a teacher's list of a class's students (the contract's teacherClassStudentsPath, copied). */
export const classStudentsPath = (classId: string) => `${TEACHER}/classes/${encodeURIComponent(classId)}/students`;

/** The enabled students of a class of the teacher's (issue 34: whose password the teacher may reset). */
export async function fetchClassStudents(api: ApiService, classId: string): Promise<ClassStudent[]> {
  return (await api.main.get<{ students: ClassStudent[] }>(classStudentsPath(classId))).students;
}
