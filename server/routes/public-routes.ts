/** Open calls: download info, the version file, answer-audio clips. */
import { readFile, rename, stat, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { CLIP_PATH } from '@core/contract';
import type { AppEnv, ServerDeps } from '../http/context';
import { HttpError, notFound } from '../http/http-error';
import { ESPEAK_VOICES, encodeMp3, synthesise } from '../audio/speech';
import { clipText } from '../audio/clip-texts';
import { filesDirOf } from '../config';

const PACKAGE_VERSION = '0.1.0';

export function publicRoutes(deps: ServerDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const routes = new Hono<AppEnv>();
  const clipsInFlight = new Map<string, Promise<void>>();

  /** Synthesises a known text's clip into `file`: written under a unique name, then renamed into place. */
  async function makeClip(hash: string, dir: string, file: string): Promise<void> {
    const clip = await clipText(db, hash);
    if (!clip) throw notFound('clip');
    let audio;
    try {
      audio = await synthesise(clip.text, ESPEAK_VOICES[clip.voice === 'uk' ? 'uk' : 'us']);
    } catch (error) {
      deps.logger.error({ err: error }, 'speech synthesis failed');
      throw new HttpError(503, 50301, 'speech synthesis is not available on this server (install espeak-ng)');
    }
    await mkdir(dir, { recursive: true });
    // Unique per attempt, so another process making the same clip never writes into this file.
    const part = `${file}.${randomUUID()}.part`;
    await writeFile(part, encodeMp3(audio.samples, audio.sampleRate));
    await rename(part, file);
  }

  routes.get('/api/v1/download-info', (c) => c.json({ androidUrl: config.downloadAndroidUrl, iosUrl: config.downloadIosUrl }));

  // Fetched every 10 s without caching (spec 02 §4): the build writes dist/version.json.
  routes.get('/version.json', async (c) => {
    c.header('Cache-Control', 'no-cache, no-store, must-revalidate');
    try {
      return c.json(JSON.parse(await readFile(join(config.staticDir, 'version.json'), 'utf8')));
    } catch {
      return c.json({ version: PACKAGE_VERSION });
    }
  });

  // CDN-style answer clips: known texts only, synthesised once and then served from the file store.
  routes.get(`${CLIP_PATH}/:file`, async (c) => {
    const hash = /^([0-9a-f]{32})\.mp3$/.exec(c.req.param('file'))?.[1];
    if (!hash) throw notFound('clip');
    const dir = join(filesDirOf(config), 'clips');
    const file = join(dir, `${hash}.mp3`);
    const cached = await stat(file).then(() => true, () => false);
    if (!cached) {
      // One synthesis per clip however many ask at once (issue 11, item 4): later callers wait for it.
      let making = clipsInFlight.get(hash);
      if (!making) {
        making = makeClip(hash, dir, file).finally(() => clipsInFlight.delete(hash));
        clipsInFlight.set(hash, making);
      }
      await making;
    }
    c.header('Content-Type', 'audio/mpeg');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(new Uint8Array(await readFile(file)));
  });

  return routes;
}
