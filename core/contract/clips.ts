/**
 * Answer-audio clip addresses (spec 01 §7): a CDN-style path named by a hash of a fixed prefix plus
 * two inputs, lowercased: the text spoken and the voice (us or uk). Client and server build it the
 * same way; the server makes the clip by speech synthesis on first request.
 */
export const CLIP_PREFIX = 'english-homework/answer-clip/';
export const CLIP_PATH = '/cdn/clips';
export type ClipVoice = 'us' | 'uk';

export async function clipHash(text: string, voice: ClipVoice = 'us'): Promise<string> {
  const input = `${CLIP_PREFIX}${text.trim().toLowerCase()}|${voice.toLowerCase()}`;
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(input));
  return [...new Uint8Array(digest)].slice(0, 16).map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function answerClipUrl(text: string, voice: ClipVoice = 'us', cdnBase = ''): Promise<string> {
  return `${cdnBase}${CLIP_PATH}/${await clipHash(text, voice)}.mp3`;
}
