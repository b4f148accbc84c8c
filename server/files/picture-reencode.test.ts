/**
 * Every picture is decoded and written afresh (issue 31, item 15): what rode along after the image
 * data is not in the new file, which is still a picture of its type. Runs the real ffmpeg (npm run
 * setup installs it).
 */
import { describe, expect, it } from 'vitest';
import { carriesMarkup, sniffFileKind } from './file-types';
import { reencodePicture, UndecodablePicture } from './picture-reencode';
import { PICTURES, POLYGLOT_TRAILERS, holdsTrailerPayload } from '../testing/picture-fixtures';

const TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;

describe('re-encoding a picture', () => {
  it.each(Object.keys(TYPES) as (keyof typeof TYPES)[])('keeps a %s a picture of its type and drops each of the 14 polyglot trailers', async (type) => {
    const kept: string[] = [];
    for (const [kind, trailer] of Object.entries(POLYGLOT_TRAILERS)) {
      const polyglot = Buffer.concat([PICTURES[type], trailer]);
      expect(holdsTrailerPayload(polyglot)).toBe(true);
      const fresh = await reencodePicture(polyglot, TYPES[type]);
      expect(sniffFileKind(fresh)?.contentType).toBe(TYPES[type]);
      if (holdsTrailerPayload(fresh) || carriesMarkup(fresh)) kept.push(kind);
    }
    expect(kept).toEqual([]);
  });

  it('refuses bytes that are not the picture their first bytes claim', async () => {
    const fake = Buffer.concat([PICTURES.png.subarray(0, 16), Buffer.from('<html>not a picture</html>')]);
    await expect(reencodePicture(fake, 'image/png')).rejects.toBeInstanceOf(UndecodablePicture);
  });
});

describe('the markup scan', () => {
  it('finds each of the 14 polyglot kinds after a picture, whatever their case or encoding', () => {
    const missed = Object.entries(POLYGLOT_TRAILERS).filter(([, trailer]) => !carriesMarkup(Buffer.concat([PICTURES.png, trailer]))).map(([kind]) => kind);
    expect(missed).toEqual([]);
    expect(carriesMarkup(PICTURES.png)).toBe(false);
  });
});
