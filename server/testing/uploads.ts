/** Uploads for API tests: a student's own file in a bucket, as the app stores a report picture or a voice. */
import { PUBLIC_UPLOADS_BASE } from '@core/contract';
import { PICTURES } from './picture-fixtures';
import { expectJson, type TestServer } from './test-server';

/** Small bytes each bucket takes: a real PNG (report; every picture is decoded and written afresh) or a WAV header (voice). */
const SAMPLE: Record<string, { bytes: Uint8Array<ArrayBuffer>; name: string }> = {
  report: { bytes: PICTURES.png, name: 'report.png' },
  voice: { bytes: new Uint8Array([...new TextEncoder().encode('RIFF'), 0, 0, 0, 0, ...new TextEncoder().encode('WAVE'), ...new Uint8Array(64)]), name: 'voice.wav' },
};

/** Stores a file as the student of `token` in `bucket` and answers its address (/files/uploads/<key>). */
export async function uploadAs(server: Pick<TestServer, 'call' | 'request'>, token: string, bucket: 'report' | 'voice' = 'report'): Promise<string> {
  const { uploadToken } = await expectJson<{ uploadToken: string }>(await server.call(token, '/api/v1/caen/qiniu/upload', { body: { bucket } }));
  const form = new FormData();
  form.set('token', uploadToken);
  form.set('file', new Blob([SAMPLE[bucket]!.bytes]), SAMPLE[bucket]!.name);
  const { key } = await expectJson<{ key: string }>(await server.request('/upload', { method: 'POST', body: form }));
  return `${PUBLIC_UPLOADS_BASE}${key}`;
}
