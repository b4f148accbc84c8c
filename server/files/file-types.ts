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
 * Tags a page or script can start with, `javascript:`/`vbscript:` addresses and UTF-7's `<` (+ADw-).
 * Only names of three letters or more: shorter ones (`<a `) turn up by chance in compressed data.
 */
const MARKUP = /<(script|html|body|head|i?frame|frameset|svg|math|object|embed|applet|meta|link|base|form|style|img|image|video|audio|source|input|button|textarea|template|portal|!doctype|!--|\?xml)[\s>/]|(java|vb)script:|\+adw-/i;

/**
 * Whether a file carries HTML or script markup anywhere (a polyglot: a valid picture header with a
 * page behind it). Such a file is refused whatever its first bytes say, so that no browser, old
 * webview or download tool that sniffs content can ever run it from this origin. Case does not
 * matter, and NUL bytes are dropped first: `<script\0>` and UTF-16 text (`<\0s\0c\0...`) are the
 * same markup to a lenient parser (issue 31, item 15). Pictures are also re-encoded
 * (picture-reencode.ts), so what this misses is not stored.
 */
export function carriesMarkup(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return MARKUP.test(text.includes('\u0000') ? text.replaceAll('\u0000', '') : text);
}
