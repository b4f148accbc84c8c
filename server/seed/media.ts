/**
 * Demo media made at seed time: English clips spoken by eSpeak NG (Debian's espeak-ng) and encoded to
 * MP3 with lamejs; pictures copied from the Twemoji SVG set (@twemoji/svg, CC-BY 4.0). Files that
 * exist already are kept, so a restart costs nothing. Without espeak-ng the seed still succeeds and
 * says what to install; the activities then have no sound.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { MediaNeeds } from './activity-builders';
import { encodeMp3, readWav, speechEngineAvailable, synthesise } from '../audio/speech';

const exec = promisify(execFile);
const require = createRequire(import.meta.url);

export interface MediaResult {
  /** Clip id -> duration in ms, for every clip that exists. */
  durations: Map<string, number>;
  missingSpeechEngine: boolean;
}

const exists = (path: string) => stat(path).then(() => true, () => false);

export async function makeMedia(needs: MediaNeeds, filesDir: string): Promise<MediaResult> {
  const mediaDir = join(filesDir, 'media');
  await mkdir(mediaDir, { recursive: true });
  const twemojiDir = dirname(require.resolve('@twemoji/svg/package.json'));
  for (const codePoint of needs.emoji) {
    const target = join(mediaDir, `emoji-${codePoint}.svg`);
    if (!(await exists(target))) await copyFile(join(twemojiDir, `${codePoint}.svg`), target);
  }

  const durations = new Map<string, number>();
  const engine = await speechEngineAvailable();
  for (const clip of needs.speech) {
    const target = join(mediaDir, `${clip.id}.mp3`);
    const durationFile = `${target}.ms`;
    if ((await exists(target)) && (await exists(durationFile))) {
      durations.set(clip.id, Number(await readFile(durationFile, 'utf8')));
      continue;
    }
    if (!engine) continue;
    const { sampleRate, samples } = await synthesise(clip.text);
    await writeFile(target, encodeMp3(samples, sampleRate));
    const durationMs = Math.round((samples.length / sampleRate) * 1000);
    await writeFile(durationFile, String(durationMs));
    durations.set(clip.id, durationMs);
  }
  return { durations, missingSpeechEngine: !engine };
}

export interface ExplanationVideo { file: string; title: string; lines: string[]; narration: string }

const VIDEO_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

export async function videoToolsAvailable(): Promise<boolean> {
  try {
    await exec('ffmpeg', ['-version']);
    await stat(VIDEO_FONT);
    return await speechEngineAvailable();
  } catch {
    return false;
  }
}

/**
 * An explanation video: a title card with the explanation's lines, narrated by eSpeak NG, encoded by
 * ffmpeg to WebM (VP8 + Vorbis), which every browser and webview plays. Kept if it exists already.
 */
export async function makeExplanationVideo(video: ExplanationVideo, filesDir: string): Promise<boolean> {
  const target = join(filesDir, 'media', video.file);
  if (await exists(target)) return true;
  if (!(await videoToolsAvailable())) return false;
  const dir = await mkdtemp(join(tmpdir(), 'video-'));
  try {
    const narration = join(dir, 'narration.wav');
    await exec('espeak-ng', ['-v', 'en-us', '-s', '130', '-w', narration, '--', video.narration]);
    await writeFile(join(dir, 'title.txt'), video.title);
    await writeFile(join(dir, 'body.txt'), video.lines.join('\n'));
    const seconds = readWav(await readFile(narration)).samples.length / 22050 + 1.5;
    const text = (file: string, size: number, colour: string, x: string, y: number) =>
      `drawtext=fontfile=${VIDEO_FONT}:textfile=${join(dir, file)}:fontsize=${size}:fontcolor=${colour}:x=${x}:y=${y}:line_spacing=14`;
    await mkdir(dirname(target), { recursive: true });
    await exec('ffmpeg', [
      '-y', '-loglevel', 'error',
      '-f', 'lavfi', '-i', `color=c=0xf4f8f5:s=640x360:r=5:d=${seconds.toFixed(2)}`,
      '-i', narration,
      '-vf', `${text('title.txt', 34, '0x1d6b3a', '(w-text_w)/2', 50)},${text('body.txt', 24, '0x1d2b22', '48', 130)}`,
      '-c:v', 'libvpx', '-b:v', '200k', '-c:a', 'libvorbis', '-b:a', '64k', '-shortest',
      `${target}.part.webm`,
    ]);
    await rename(`${target}.part.webm`, target);
    return true;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
