/**
 * The teacher's uploads as an editor's media field refuses them (issue 36): too large for its kind before
 * it is sent (the server's caps, TEACHER_MEDIA_MAX_BYTES), and the server's refusals in Chinese.
 */
import { TEACHER_MEDIA_MAX_BYTES, type TeacherMediaKind } from '@app/client/task-library-calls';
import { ApiError } from '@core/services/api/api-service';
import { ApiMessages } from '@core/services/api/messages';
import { MediaRefusalText } from './strings';

/** The media kind a file's declared type says it is; the server decides by its content. */
export function mediaKindOf(type: string): TeacherMediaKind | undefined {
  if (type.startsWith('image/')) return 'picture';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('video/')) return 'video';
  if (type === 'application/pdf') return 'document';
  return undefined;
}

/**
 * Why a file is too large to send, or undefined. A file of no known type is held to the largest cap: the
 * server finds its kind by its content and refuses it there if need be.
 */
export function sizeRefusal(file: { type: string; size: number }): string | undefined {
  const kind = mediaKindOf(file.type);
  const cap = kind ? TEACHER_MEDIA_MAX_BYTES[kind] : Math.max(...Object.values(TEACHER_MEDIA_MAX_BYTES));
  if (file.size <= cap) return undefined;
  return MediaRefusalText.tooLarge(kind ? MediaRefusalText.kindNames[kind] : '文件', Math.round(cap / 1024 / 1024));
}

/** The server's (or the network's) refusal of an upload, in Chinese. */
export function uploadRefusal(error: unknown): string {
  if (!(error instanceof ApiError)) return MediaRefusalText.failed;
  if (error.isNetworkError) return ApiMessages.networkFailed;
  if (error.status === 413) return MediaRefusalText.tooLargeForServer;
  if (error.status === 415) return MediaRefusalText.wrongType;
  if (error.status === 429) return MediaRefusalText.tooMany;
  // A refusal the server words in Chinese already is shown as it is; its English ones mean the file did not read.
  if (error.status === 400) return /[\u4e00-\u9fff]/.test(error.message) ? error.message : MediaRefusalText.unreadable;
  return MediaRefusalText.failed;
}
