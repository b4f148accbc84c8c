/** The voice upload against the real reference server: storage token, multipart upload, public address. */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWav } from '@server/testing/wav-fixtures';
import { startServedServer, type ServedServer, type SignedInClient } from '../../tests/helpers/served-server';
import { uploadVoice } from './voice-upload';

let served: ServedServer;
let student: SignedInClient;
beforeAll(async () => {
  served = await startServedServer();
  student = await served.signedIn('student15');
});
afterAll(() => served?.close());

/** A log that keeps what it was told. */
function recordingLog() {
  const lines: { message: string; error: unknown }[] = [];
  return { lines, log: (message: string, error: unknown) => lines.push({ message, error }) };
}

describe('uploadVoice', () => {
  it('stores a recording in the voice bucket and answers its public address, which serves the same bytes to the signed-in student', async () => {
    const file = await readFile(`${process.cwd()}/../shared/data/speechocean762-sample/wav/000010011.wav`);
    const wav = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
    const { lines, log } = recordingLog();
    const address = await uploadVoice(student.api, wav, { uploadBase: served.baseUrl, log });
    expect(address).toMatch(new RegExp(`^${served.baseUrl}/files/uploads/voice/\\d{4}-\\d{2}-\\d{2}/[0-9a-f-]+\\.wav$`));
    // Served to the signed-in student (their school), not to anyone holding the address.
    expect((await fetch(address!)).status).toBe(401);
    const stored = await fetch(address!, { headers: { Authorization: `Bearer ${student.storage.get('token')}` } });
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer()).equals(file)).toBe(true);
    expect(lines).toEqual([]);
  });

  it('answers a same-origin address when the upload base is the page origin', async () => {
    const wav = makeWav(Array.from({ length: 1600 }, (_, i) => Math.sin(i / 5) * 0.3), 16_000);
    const address = await uploadVoice(student.api, new Blob([new Uint8Array(wav)], { type: 'audio/wav' }));
    expect(address).toMatch(/^\/files\/uploads\/voice\/.+\.wav$/);
  });

  it('logs a refused file and resolves undefined', async () => {
    const { lines, log } = recordingLog();
    expect(await uploadVoice(student.api, new TextEncoder().encode('not audio').buffer, { log })).toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]!.message).toBe('voice upload failed; the answer is submitted without its audio address');
    expect(lines[0]!.error).toMatchObject({ name: 'ApiError', status: 415 });
  });

  it('logs a storage-token refusal (signed out) and resolves undefined', async () => {
    const signedOut = await served.signedIn('student14');
    signedOut.storage.set('token', 'expired');
    const { lines, log } = recordingLog();
    expect(await uploadVoice(signedOut.api, new Uint8Array(makeWav([0, 0.1, 0], 16_000)).buffer, { log })).toBeUndefined();
    expect(lines[0]!.error).toMatchObject({ status: 401 });
  });

  it('logs a network failure and resolves undefined', async () => {
    const offline = await served.signedIn('student14', { uploadBase: 'http://127.0.0.1:1' });
    const { lines, log } = recordingLog();
    expect(await uploadVoice(offline.api, new Uint8Array(makeWav([0, 0.1, 0], 16_000)).buffer, { log })).toBeUndefined();
    expect(lines[0]!.error).toMatchObject({ name: 'ApiError', isNetworkError: true });
  });
});
