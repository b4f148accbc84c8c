/**
 * No emoji as icons (issue 32, item 27): a phone without an emoji font shows 🔊 as a box, so every
 * icon the app draws is an SVG (plugins/activities/shared-view/SpeakerIcon.tsx and the like). Read
 * from the source of every screen, so a new emoji fails CI.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Characters drawn as emoji by default (🔊, 📖, ⭐ ...); text symbols such as ✓ and ★ are in ordinary fonts. */
const EMOJI = /\p{Emoji_Presentation}/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('icons', () => {
  it('draws no emoji on any screen of the app or its plugins', () => {
    const files = ['app', 'plugins'].flatMap((dir) => sourceFiles(join(process.cwd(), dir)));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (EMOJI.test(line) ? [`${file.slice(process.cwd().length + 1)}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
