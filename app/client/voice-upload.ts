/**
 * The voice file of a speech answer (spec 01 §7 "Speech file handling", §4 "Recording and scoring
 * flow"): a storage token for the voice bucket, a multipart upload of the WAV, the public address of
 * the stored file. A failed upload is logged only: the answer is then submitted without an address.
 */
import { PUBLIC_UPLOADS_BASE, publicFileUrl, storageTokenResponseSchema, UPLOAD_PATH, uploadResponseSchema, VOICE_BUCKET } from '@core/contract';
import type { ApiService } from '@core/services/api/api-service';

export const STORAGE_TOKEN_PATH = '/api/v1/caen/qiniu/upload';
export const VOICE_FILE_NAME = 'voice.wav';

export interface VoiceUploadOptions {
  /** The upload base of the configuration ('' = this origin): the stored file is served under it. */
  uploadBase?: string;
  /** Where a failed upload is written; console.warn when absent. */
  log?: (message: string, error: unknown) => void;
}

/** POST the storage-token call on the upload base: a token that may write one bucket (1 hour). */
export async function fetchUploadToken(api: ApiService, bucket: string = VOICE_BUCKET): Promise<string> {
  return storageTokenResponseSchema.parse(await api.upload.post<unknown>(STORAGE_TOKEN_PATH, { bucket })).uploadToken;
}

/**
 * Stores a file in a bucket (storage token, then the multipart upload) and resolves with its public
 * address; rejects when a step fails (the caller says what that means to the student).
 */
export async function uploadStoredFile(api: ApiService, file: Blob, target: { bucket: string; fileName: string; uploadBase?: string }): Promise<string> {
  const token = await fetchUploadToken(api, target.bucket);
  const form = new FormData();
  form.append('token', token);
  form.append('file', file, target.fileName);
  const { key } = uploadResponseSchema.parse(await api.upload.post<unknown>(UPLOAD_PATH, form));
  return publicFileUrl(key, `${target.uploadBase ?? ''}${PUBLIC_UPLOADS_BASE}`);
}

/**
 * Uploads a recording and resolves with its public address, or with undefined when any step failed
 * (logged, never thrown: the answer must still be submitted).
 */
export async function uploadVoice(api: ApiService, wav: ArrayBuffer | Blob, options: VoiceUploadOptions = {}): Promise<string | undefined> {
  try {
    return await uploadStoredFile(api, wav instanceof Blob ? wav : new Blob([wav], { type: 'audio/wav' }), { bucket: VOICE_BUCKET, fileName: VOICE_FILE_NAME, ...(options.uploadBase !== undefined ? { uploadBase: options.uploadBase } : {}) });
  } catch (error) {
    (options.log ?? defaultLog)('voice upload failed; the answer is submitted without its audio address', error);
    return undefined;
  }
}

const defaultLog = (message: string, error: unknown) => console.warn(message, error);
