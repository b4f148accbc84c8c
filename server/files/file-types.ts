/**
 * What each bucket accepts: the content type is read from the file's first bytes, not trusted from
 * the client, and the size is capped per bucket.
 */
import { REPORT_IMAGE_BUCKET, VOICE_BUCKET } from '@core/contract';

export interface FileKind { contentType: string; extension: string }

export const BUCKET_RULES: Record<string, { maxBytes: number; accepts: string[] }> = {
  [VOICE_BUCKET]: { maxBytes: 10 * 1024 * 1024, accepts: ['audio/wav', 'audio/mpeg', 'audio/webm'] },
  [REPORT_IMAGE_BUCKET]: { maxBytes: 5 * 1024 * 1024, accepts: ['image/webp', 'image/png', 'image/jpeg'] },
};

/** The rules of a bucket by name; names of Object.prototype's members (`__proto__`) are no buckets. */
export const bucketRules = (bucket: string) => (Object.hasOwn(BUCKET_RULES, bucket) ? BUCKET_RULES[bucket] : undefined);

const ascii = (bytes: Uint8Array, start: number, text: string) => [...text].every((ch, i) => bytes[start + i] === ch.charCodeAt(0));

export function sniffFileKind(bytes: Uint8Array): FileKind | undefined {
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return { contentType: 'audio/wav', extension: 'wav' };
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return { contentType: 'image/webp', extension: 'webp' };
  if (ascii(bytes, 0, 'ID3') || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return { contentType: 'audio/mpeg', extension: 'mp3' };
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return { contentType: 'audio/webm', extension: 'webm' };
  if (bytes[0] === 0x89 && ascii(bytes, 1, 'PNG')) return { contentType: 'image/png', extension: 'png' };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { contentType: 'image/jpeg', extension: 'jpg' };
  return undefined;
}

/**
 * Whether a file carries HTML or script markup anywhere (a polyglot: a valid picture header with a
 * page behind it). Such a file is refused whatever its first bytes say, so that no browser, old
 * webview or download tool that sniffs content can ever run it from this origin.
 */
export function carriesMarkup(bytes: Uint8Array): boolean {
  return /<(script|html|body|head|iframe|svg|object|embed|meta|!doctype)[\s>/]|<\?xml/i.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
}
