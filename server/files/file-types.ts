/**
 * What each bucket accepts: the content type is read from the file's first bytes, not trusted from
 * the client, and the size is capped per bucket. A teacher's media (issue 36) take more types: MP4
 * and WebM video, M4A sound, PDF documents (server/classroom/teacher-media.ts).
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

/** Where a WebM's track list has ended in any file a browser or an encoder writes. */
const WEBM_TRACKS_WITHIN = 64 * 1024;
/** The codec ids of a WebM's video tracks (Matroska's CodecID strings). */
const WEBM_VIDEO_CODEC = /V_(VP8|VP9|AV1|MPEG4|MPEG4\/ISO\/AVC)/;

/**
 * A WebM holding a video track is a video, one with sound only a sound (what MediaRecorder records):
 * its track list, near the start, names each track's codec.
 */
const webmKind = (bytes: Uint8Array): FileKind =>
  WEBM_VIDEO_CODEC.test(Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, WEBM_TRACKS_WITHIN)).toString('latin1'))
    ? { contentType: 'video/webm', extension: 'webm' }
    : { contentType: 'audio/webm', extension: 'webm' };

/** An MP4 ('ftyp' box first) is a sound when its brand says so (M4A, M4B: iTunes audio), else a video. */
const mp4Kind = (bytes: Uint8Array): FileKind =>
  ascii(bytes, 8, 'M4A ') || ascii(bytes, 8, 'M4B ') ? { contentType: 'audio/mp4', extension: 'm4a' } : { contentType: 'video/mp4', extension: 'mp4' };

export function sniffFileKind(bytes: Uint8Array): FileKind | undefined {
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return { contentType: 'audio/wav', extension: 'wav' };
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return { contentType: 'image/webp', extension: 'webp' };
  if (ascii(bytes, 0, 'ID3') || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return { contentType: 'audio/mpeg', extension: 'mp3' };
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return webmKind(bytes);
  if (bytes[0] === 0x89 && ascii(bytes, 1, 'PNG')) return { contentType: 'image/png', extension: 'png' };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (ascii(bytes, 4, 'ftyp')) return mp4Kind(bytes);
  if (ascii(bytes, 0, '%PDF-')) return { contentType: 'application/pdf', extension: 'pdf' };
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
