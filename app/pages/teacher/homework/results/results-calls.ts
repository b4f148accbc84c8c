/**
 * The results view's own calls (issue 37): the results as a poll reads them (an empty 304 is "as before"),
 * and the export with the file name the server gives it. The paths and the other calls are the console's
 * (app/client/teacher-homework-calls.ts).
 */
import type { AppConfig } from '@core/services/config';
import type { ApiService } from '@core/services/api/api-service';
import type { StorageService } from '@core/services/storage';
import type { HomeworkResults } from '@server/homework/teacher-homework-contract';
import { TeacherHomeworkPaths, type ExportFormat } from '@app/client/teacher-homework-calls';
import { ApiHeader } from '@app/services/api/http-api-service';

export { TeacherHomeworkPaths as ResultsPaths, fetchClassGlance, fetchStudentAnswers, type ExportFormat } from '@app/client/teacher-homework-calls';

/**
 * The results, or undefined when they did not change: the server answers a poll carrying its ETag with an
 * empty 304. In the browser the HTTP cache sends If-None-Match and hands back its copy (as the live view's
 * poll does); an empty 304 that reaches the page all the same means "as before".
 */
export async function fetchHomeworkResults(api: ApiService, homeworkId: string): Promise<HomeworkResults | undefined> {
  const answer = await api.main.get<HomeworkResults | ''>(TeacherHomeworkPaths.results(homeworkId));
  return typeof answer === 'object' && answer !== null ? answer : undefined;
}


/**
 * The exported file and the name the server gives it. A plain fetch with the sign-in's headers, because the
 * app's API client hands back no response headers and the name comes in Content-Disposition.
 */
export async function fetchExport(config: Pick<AppConfig, 'apiBase' | 'appId'>, storage: Pick<StorageService, 'get' | 'deviceId'>, exportPath: string, format: ExportFormat): Promise<{ file: Blob; fileName: string | undefined }> {
  const token = storage.get('token');
  const deviceId = storage.deviceId();
  const address = new URL(`${config.apiBase.replace(/\/+$/, '')}${exportPath}?format=${format}`, globalThis.location?.href);
  const response = await fetch(address, {
    headers: { [ApiHeader.appId]: config.appId, [ApiHeader.deviceId]: deviceId, [ApiHeader.secondDeviceId]: deviceId, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`export answered HTTP ${response.status}`);
  return { file: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

/** The file name of a Content-Disposition: its UTF-8 `filename*` (a Chinese class or title) before its plain `filename`. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || undefined;
}
