/**
 * The services a kind's editor asks the console for (plugins/tasks/editor-services.ts), backed by the
 * console's calls: the teacher's media (a file too large refused before it is sent, the server's
 * refusals in Chinese) and the library to pick tasks from, which the server lists per class.
 */
import { useContext, useMemo } from 'react';
import { fetchTeacherMedia, uploadTeacherMedia } from '@app/client/task-library-calls';
import { fetchTaskLibrary, fetchTeacherClasses } from '@app/client/teacher-calls';
import { provide, TaskServicesContext, type TaskServices } from '@core/registry/task-services';
import type { ApiService } from '@core/services/api/api-service';
import { ApiToken } from '@core/services/tokens';
import { editorLibraryRef, teacherMediaRef, type EditorLibraryService, type TeacherMediaService } from '@plugins/tasks/editor-services';
import { useService } from '../../../services/ServicesContext';
import { sizeRefusal, uploadRefusal } from './media-refusals';

/** The app's task services with the editor's added. */
export function useEditorServices(classId: string | undefined): TaskServices {
  const api = useService(ApiToken);
  const around = useContext(TaskServicesContext);
  return useMemo(() => around.with(provide(teacherMediaRef, teacherMedia(api)), provide(editorLibraryRef, editorLibrary(api, classId))), [around, api, classId]);
}

export function teacherMedia(api: ApiService): TeacherMediaService {
  return {
    async upload(file) {
      const tooLarge = sizeRefusal(file);
      if (tooLarge) throw new Error(tooLarge);
      try {
        return await uploadTeacherMedia(api, file);
      } catch (error) {
        throw new Error(uploadRefusal(error), { cause: error });
      }
    },
    list: (kind) => fetchTeacherMedia(api, kind),
  };
}

export function editorLibrary(api: ApiService, classId: string | undefined): EditorLibraryService {
  return {
    async tasks() {
      // The server answers the library for a class the teacher teaches; without one, their first class's.
      const listedFor = classId ?? (await fetchTeacherClasses(api))[0]?.id;
      return listedFor === undefined ? [] : fetchTaskLibrary(api, listedFor);
    },
  };
}
