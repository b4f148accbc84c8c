/** The running classroom task (spec 01 §7, spec 02 §7); the home screen shows it, so first-load checks. */
import { classroomTaskResponse } from '@app/client/first-load-checks';
import { ApiError, type ApiService } from '@core/services/api/api-service';

export type ClassroomTask = ReturnType<typeof classroomTaskResponse>;

/** The class's running classroom task, or null when none runs (the server answers 404). */
export async function fetchCurrentClassroomTask(api: ApiService, groupId: string | undefined): Promise<ClassroomTask | null> {
  try {
    return classroomTaskResponse(await api.main.get<unknown>('/api/v1/chronus/student/classroom/task', { params: { groupId } }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
