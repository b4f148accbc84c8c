/**
 * The demo drag-drop task (issue 14): a frame picture of three things (Twemoji, CC-BY 4.0, drawn into
 * one SVG at seed time, as an <img> of an SVG cannot load other files) with a box under each, and word
 * cards to drop into the boxes, one of them a distractor. The zones are computed from the same layout
 * as the picture, as fractions of it.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mediaUrl } from './activity-builders';

export const FRAME_FILE = 'drag-drop-pets.svg';
const WIDTH = 800;
const HEIGHT = 460;
const PICTURE = 200;
const STEP = 260;
const LEFT = 40;
const ZONE = { top: 300, width: 180, height: 90 };
const THINGS = [
  { emoji: '1f431', word: 'cat' },
  { emoji: '1f436', word: 'dog' },
  { emoji: '1f34e', word: 'apple' },
] as const;

/** The frame's SVG, given each thing's Twemoji SVG text. */
export function frameSvg(emojiSvgs: readonly string[]): string {
  const pictures = emojiSvgs.map((svg, index) => svg.replace('<svg ', `<svg x="${LEFT + index * STEP}" y="40" width="${PICTURE}" height="${PICTURE}" `));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fffdf6"/>`,
    ...pictures,
    '</svg>',
  ].join('');
}

/** The task as served (interactiveTask.dragDrop). */
const round = (value: number) => Math.round(value * 10_000) / 10_000;

export function dragDropTask() {
  return {
    title: 'Drag each word under its picture.',
    frame: { passthroughCapture: mediaUrl(FRAME_FILE), aspectRatio: round(WIDTH / HEIGHT) },
    zones: THINGS.map((thing, index) => ({
      id: `zone-${thing.word}`,
      label: String(index + 1),
      x: round((LEFT + index * STEP + (PICTURE - ZONE.width) / 2) / WIDTH),
      y: round(ZONE.top / HEIGHT),
      width: round(ZONE.width / WIDTH),
      height: round(ZONE.height / HEIGHT),
      accepts: [`card-${thing.word}`],
    })),
    cards: [...THINGS.map((thing) => ({ id: `card-${thing.word}`, text: thing.word })), { id: 'card-bus', text: 'bus' }],
  };
}

/** Writes the frame into the media folder unless it is there (the seed has copied the emoji already). */
export async function makeDragDropFrame(filesDir: string): Promise<void> {
  const mediaDir = join(filesDir, 'media');
  const target = join(mediaDir, FRAME_FILE);
  if (await stat(target).then(() => true, () => false)) return;
  const svgs = await Promise.all(THINGS.map((thing) => readFile(join(mediaDir, `emoji-${thing.emoji}.svg`), 'utf8')));
  await writeFile(target, frameSvg(svgs));
}
