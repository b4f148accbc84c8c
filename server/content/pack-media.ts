/**
 * A pack's media file (issue 35): what it is by its name, checked against its first bytes (a picture
 * renamed .mp3 is refused, not served as sound), and within the size a phone should download for it.
 * An SVG is taken only without anything that runs (script, event attributes, javascript: links,
 * foreignObject): opened on its own it would run on the app's origin.
 */
export type MediaKind = 'audio' | 'picture' | 'video';

interface MediaType { kind: MediaKind; contentType: string; maxBytes: number; looksRight(bytes: Uint8Array): boolean }

const MB = 1024 * 1024;
const ascii = (bytes: Uint8Array, at: number, text: string) => [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));
const isMp3 = (b: Uint8Array) => ascii(b, 0, 'ID3') || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0);
const isMp4 = (b: Uint8Array) => ascii(b, 4, 'ftyp');
/** A drawing without anything that runs. */
function isPlainSvg(bytes: Uint8Array): boolean {
  const text = new TextDecoder().decode(bytes);
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(text) && !/<script|<foreignObject|\son[a-z]+\s*=|javascript:/i.test(text);
}

export const MEDIA_TYPES: Record<string, MediaType> = {
  mp3: { kind: 'audio', contentType: 'audio/mpeg', maxBytes: 10 * MB, looksRight: isMp3 },
  wav: { kind: 'audio', contentType: 'audio/wav', maxBytes: 10 * MB, looksRight: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE') },
  m4a: { kind: 'audio', contentType: 'audio/mp4', maxBytes: 10 * MB, looksRight: isMp4 },
  png: { kind: 'picture', contentType: 'image/png', maxBytes: 5 * MB, looksRight: (b) => b[0] === 0x89 && ascii(b, 1, 'PNG') },
  jpg: { kind: 'picture', contentType: 'image/jpeg', maxBytes: 5 * MB, looksRight: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  jpeg: { kind: 'picture', contentType: 'image/jpeg', maxBytes: 5 * MB, looksRight: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  webp: { kind: 'picture', contentType: 'image/webp', maxBytes: 5 * MB, looksRight: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP') },
  gif: { kind: 'picture', contentType: 'image/gif', maxBytes: 5 * MB, looksRight: (b) => ascii(b, 0, 'GIF8') },
  svg: { kind: 'picture', contentType: 'image/svg+xml (without script)', maxBytes: 1 * MB, looksRight: isPlainSvg },
  mp4: { kind: 'video', contentType: 'video/mp4', maxBytes: 100 * MB, looksRight: isMp4 },
  webm: { kind: 'video', contentType: 'video/webm', maxBytes: 100 * MB, looksRight: (b) => b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3 },
};

export function mediaKindOf(path: string, bytes: Uint8Array): { kind: MediaKind; contentType: string } | { problem: string } {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  const type = MEDIA_TYPES[extension];
  if (!type) return { problem: `.${extension || '(none)'} is not a media type a pack takes (${Object.keys(MEDIA_TYPES).join(', ')})` };
  if (bytes.byteLength > type.maxBytes) return { problem: `is ${(bytes.byteLength / MB).toFixed(1)} MB: a ${type.kind} may be at most ${type.maxBytes / MB} MB` };
  if (!type.looksRight(bytes)) return { problem: `is named .${extension} but its content is not ${type.contentType}` };
  return { kind: type.kind, contentType: type.contentType };
}
