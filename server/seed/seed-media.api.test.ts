/** The seed with media (from the demo pack): the clips with their durations, the pictures, and the explanation video. */
import { mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServedActivity } from '@core/domain';
import { startTestServer, type TestServer } from '../testing/test-server';
import { seedDemo } from './seed';

let server: TestServer;
let filesDir: string;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
  filesDir = await mkdtemp(join(tmpdir(), 'seed-media-'));
  await seedDemo(server.db, { mailDomain: server.config.mailDomain, passwordSuffix: server.config.passwordSuffix, filesDir });
}, 120_000);
afterAll(() => server?.close());

const exists = (path: string) => stat(path).then((s) => s.size > 0, () => false);

describe('demo media', () => {
  it('gives every activity audio a real file and its measured duration', async () => {
    const rows = await server.db.query<{ content: ServedActivity }>('SELECT content FROM activities ORDER BY id');
    expect(rows.length).toBeGreaterThanOrEqual(25);
    const audios = rows.flatMap((r) => r.content.content.assets.audios ?? []);
    expect(audios.length).toBeGreaterThanOrEqual(20);
    for (const audio of audios) {
      expect(await exists(join(filesDir, audio.url.replace('/files/', '')))).toBe(true);
      expect(audio.duration).toBeGreaterThan(300);
    }
    const pictures = rows.flatMap((r) => r.content.content.assets.pictures ?? []);
    for (const picture of pictures) expect(await exists(join(filesDir, picture.url.replace('/files/', '')))).toBe(true);
  });

  it('links the follow-up episode to its explanation video', async () => {
    const [episode] = await server.db.query<{ video_url: string }>(`SELECT video_url FROM episodes WHERE id = 'm1u1-f1'`);
    // The demo pack's video, stored by its content as every pack's media are (issue 35).
    expect(episode?.video_url).toMatch(/^\/files\/media\/packs\/[0-9a-f]{64}\.webm$/);
    expect(await exists(join(filesDir, episode!.video_url.replace('/files/', '')))).toBe(true);
  });
});
