/** What the admin console's component tests share: the admin calls' base, a signed-in school administrator, reading a Blob. */
import { UserType } from '@core/domain';
import { signedInHandlers } from './app-harness';

export const ADMIN = '/api/v1/chronus/admin';
export const admin = () => signedInHandlers({ user: { userType: UserType.ADMIN, nickName: '赵校长', schools: [] } });
export const schoolClasses = [
  { id: 'c7-1', grade: '七年级', name: '1班', studentCount: 40, teacherCount: 3 },
  { id: 'c7-2', grade: '七年级', name: '2班', studentCount: 38, teacherCount: 3 },
];

/** A Blob's bytes, as the browser hands them to the tab or the file it becomes (jsdom's Blob has no arrayBuffer()). */
export function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(new Uint8Array(reader.result as ArrayBuffer)));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('blob not read')));
    reader.readAsArrayBuffer(blob);
  });
}

/** A Blob's text, decoded as UTF-8 with its byte order mark kept (TextDecoder's ignoreBOM). */
export const blobText = async (blob: Blob) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobBytes(blob));
