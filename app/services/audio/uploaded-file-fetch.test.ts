import { describe, expect, it } from 'vitest';
import { fetchBytesSignedIn, isUploadedFileUrl } from './uploaded-file-fetch';

const PAGE = 'https://app.school.example';

describe('uploaded-file fetch', () => {
  it('recognises the upload store on this origin or on the configured base', () => {
    expect(isUploadedFileUrl('/files/uploads/voice/a.wav', '', PAGE)).toBe(true);
    expect(isUploadedFileUrl(`${PAGE}/files/uploads/voice/a.wav`, '', PAGE)).toBe(true);
    expect(isUploadedFileUrl('https://files.school.example/files/uploads/a.wav', 'https://files.school.example', PAGE)).toBe(true);
    expect(isUploadedFileUrl('/files/media/cat.mp3', '', PAGE)).toBe(false);
    expect(isUploadedFileUrl('https://evil.example/files/uploads/a.wav', '', PAGE)).toBe(false);
  });

  it('sends the bearer token to uploaded files and to nothing else', async () => {
    const seen: { url: string; authorization: string | undefined }[] = [];
    const fakeFetch = (async (url: string, init?: RequestInit) => {
      seen.push({ url, authorization: (init?.headers as Record<string, string> | undefined)?.Authorization });
      return new Response(new Uint8Array([1, 2]));
    }) as typeof fetch;
    const fetchBytes = fetchBytesSignedIn({ uploadBase: '', pageOrigin: PAGE, token: () => 'tok', fetch: fakeFetch });
    expect((await fetchBytes('/files/uploads/voice/a.wav')).byteLength).toBe(2);
    await fetchBytes('/files/media/cat.mp3');
    await fetchBytes('https://cdn.example/files/uploads/x.wav');
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer tok', undefined, undefined]);
  });

  it('fails on an HTTP error so the audio service retries and reports', async () => {
    const fetchBytes = fetchBytesSignedIn({ uploadBase: '', pageOrigin: PAGE, token: () => undefined, fetch: (async () => new Response('', { status: 404 })) as typeof fetch });
    await expect(fetchBytes('/files/uploads/x.wav')).rejects.toThrow('HTTP 404');
  });
});
