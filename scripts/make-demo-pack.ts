/**
 * `npm run demo-pack`: writes content/demo-pack/, the demo unit and its task library as a content pack
 * (issue 35), from the builders in server/seed/ (demo-pack.ts), with its media made here: the sounds
 * spoken by eSpeak NG, the follow-up's explanation video by ffmpeg, the pictures from Twemoji. The seed
 * imports the folder as it is, so a fresh server needs none of these tools for the demo's media. Run it
 * after changing the demo unit, then `npm run content -- check content/demo-pack` and commit the folder.
 */
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkPack } from '../server/content/pack-check';
import { readPackFolder } from '../server/content/pack-files';
import { demoPackJson, referencedMedia } from '../server/seed/demo-pack';
import { makeDragDropFrame } from '../server/seed/drag-drop-frame';
import { makeExplanationVideo, makeMedia } from '../server/seed/media';
import { DEMO_PACK_DIR } from '../server/seed/seed';
import { buildUnitM1U1 } from '../server/seed/unit-m1u1';

const README = `# The demo unit as a content pack

Unit M1U1 and the demo school's task library, in the format of docs/CONTENT-FORMAT.md ("Content packs").
The server seeds the demo school from this folder. Made by \`npm run demo-pack\` (do not edit by hand):
the sounds are spoken by eSpeak NG, the explanation video is made with ffmpeg, and the pictures
(media/emoji-*.svg) are Twemoji by Twitter, Inc and other contributors, CC-BY 4.0
(https://creativecommons.org/licenses/by/4.0/).
`;

const work = await mkdtemp(join(tmpdir(), 'demo-pack-'));
const { episodes, media } = buildUnitM1U1();
const made = await makeMedia(media, work);
if (made.missingSpeechEngine) throw new Error('espeak-ng is not installed: the demo pack needs its sounds (npm run setup as root installs it)');
let withVideo = true;
for (const episode of episodes) if (episode.video) withVideo = (await makeExplanationVideo(episode.video, work)) && withVideo;
if (!withVideo) console.warn('ffmpeg could not make the explanation video: the follow-up episode names none');
await makeDragDropFrame(work);

const files = demoPackJson({ durations: made.durations, withVideo });
await rm(DEMO_PACK_DIR, { recursive: true, force: true });
for (const file of files) {
  await mkdir(dirname(join(DEMO_PACK_DIR, file.path)), { recursive: true });
  await writeFile(join(DEMO_PACK_DIR, file.path), file.bytes);
}
await mkdir(join(DEMO_PACK_DIR, 'media'), { recursive: true });
for (const path of referencedMedia(files)) await copyFile(join(work, path), join(DEMO_PACK_DIR, path));
await writeFile(join(DEMO_PACK_DIR, 'README.md'), README);
await rm(work, { recursive: true });

const checked = checkPack(await readPackFolder(DEMO_PACK_DIR));
if ('problems' in checked) throw new Error(`the demo pack has problems: ${JSON.stringify(checked.problems.slice(0, 3))}`);
console.log(`content/demo-pack: ${checked.pack.episodes.length} episodes, ${checked.pack.tasks.length} tasks, ${checked.pack.media.length} media files`);
