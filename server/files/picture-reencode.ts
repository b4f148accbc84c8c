/**
 * Every uploaded picture is decoded and written afresh by ffmpeg before it is stored (issue 31, item
 * 15). Whatever rode along in the file (markup after the image data, a page in a text chunk, EXIF with
 * the phone's position) is not in the new file: only the pixels are. The markup scan (file-types.ts)
 * still refuses polyglots first; this makes sure that what it misses never reaches the stored picture.
 *
 * ffmpeg reads the picture with the demuxer of the type its bytes showed (never by probing, which
 * could pick a playlist demuxer and open other files), pipes only, one frame, at most MAX_PIXELS
 * decoded, a few at a time and under a time limit.
 */
import { spawn } from 'node:child_process';

/** Larger than any report screenshot (a long report at 3x is about 1,100 x 8,000). */
export const MAX_PIXELS = 40_000_000;
const TIME_LIMIT_MS = 20_000;
const LARGEST_OUTPUT_BYTES = 64 * 1024 * 1024;
/** The machine's cores are for answering requests too. */
const AT_ONCE = 2;

const FORMATS: Record<string, { demuxer: string; encode: string[]; muxer: string }> = {
  'image/png': { demuxer: 'png_pipe', encode: ['-c:v', 'png'], muxer: 'image2pipe' },
  'image/jpeg': { demuxer: 'jpeg_pipe', encode: ['-c:v', 'mjpeg', '-q:v', '2', '-pix_fmt', 'yuvj420p'], muxer: 'image2pipe' },
  'image/webp': { demuxer: 'webp_pipe', encode: ['-c:v', 'libwebp', '-quality', '90'], muxer: 'webp' },
};

export const isPicture = (contentType: string) => Object.hasOwn(FORMATS, contentType);

/** Thrown when the picture cannot be decoded (broken, too large, not what its first bytes said). */
export class UndecodablePicture extends Error {}
/** Thrown when ffmpeg is not installed: pictures cannot be taken until it is. */
export class PictureToolMissing extends Error {}

let running = 0;
const queue: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => queue.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    queue.shift()?.();
  }
}

/** The picture decoded and encoded again in its own type, with nothing but its pixels. */
export function reencodePicture(bytes: Uint8Array, contentType: string): Promise<Buffer> {
  if (!isPicture(contentType)) throw new Error(`not a picture type: ${contentType}`);
  const format = FORMATS[contentType]!;
  const args = [
    '-hide_banner', '-loglevel', 'error', '-nostats',
    '-protocol_whitelist', 'pipe', '-f', format.demuxer, '-max_pixels', String(MAX_PIXELS), '-i', 'pipe:0',
    '-map', '0:v:0', '-frames:v', '1', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact',
    ...format.encode, '-f', format.muxer, 'pipe:1',
  ];
  return inTurn(() => new Promise<Buffer>((resolve, reject) => {
    const child = spawn('ffmpeg', args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    let size = 0;
    let errors = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), TIME_LIMIT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > LARGEST_OUTPUT_BYTES) child.kill('SIGKILL');
      else output.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
    // ffmpeg stops reading after the first frame; the rest of the input is not needed.
    child.stdin.on('error', () => undefined);
    child.stdin.end(bytes);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(error.code === 'ENOENT' ? new PictureToolMissing('ffmpeg is not installed') : error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      const picture = Buffer.concat(output);
      if (code === 0 && picture.length > 0 && size <= LARGEST_OUTPUT_BYTES) resolve(picture);
      else reject(new UndecodablePicture(`ffmpeg could not re-encode the picture (exit ${code}): ${errors.trim().slice(0, 300)}`));
    });
  }));
}
