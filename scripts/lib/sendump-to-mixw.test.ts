/**
 * scripts/lib/sendump-to-mixw.py (issue 39's MAP adaptation): Debian's quantised sendump turned back into
 * the mixture weights SphinxTrain's bw and map_adapt read.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { POCKETSPHINX_MODEL, SYSTEM_PYTHON } from '../../server/scoring/pocketsphinx/worker-pool';

const run = promisify(execFile);
const SCRIPT = new URL('./sendump-to-mixw.py', import.meta.url).pathname;
const SENDUMP = join(POCKETSPHINX_MODEL, 'en-us', 'sendump');

/** A SphinxTrain mixw file: its shape and float32 weights, after the header and the byte-order word. */
function readMixw(file: string) {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 3).toString()).toBe('s3\n');
  const dataAt = bytes.indexOf('endhdr\n') + 'endhdr\n'.length;
  expect(dataAt % 4).toBe(0);
  expect(bytes.readInt32LE(dataAt)).toBe(0x11223344);
  const [senones, streams, codewords, count] = [0, 1, 2, 3].map((i) => bytes.readUInt32LE(dataAt + 4 + 4 * i));
  const weights = new Float32Array(bytes.buffer.slice(bytes.byteOffset + dataAt + 20, bytes.byteOffset + bytes.length));
  return { senones: senones!, streams: streams!, codewords: codewords!, count: count!, weights };
}

describe('sendump-to-mixw.py', () => {
  it("turns the engine's sendump into mixture weights: one distribution per senone and stream, the quantised order kept", async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'mixw-')), 'mixture_weights');
    const { stdout } = await run(SYSTEM_PYTHON, [SCRIPT, SENDUMP, out]);
    expect(stdout).toContain('5126 senones x 3 streams x 128 codewords');
    const mixw = readMixw(out);
    expect([mixw.senones, mixw.streams, mixw.codewords, mixw.count]).toEqual([5126, 3, 128, 5126 * 3 * 128]);
    expect(mixw.weights.length).toBe(mixw.count);
    for (const senone of [0, 1, 2500, 5125]) {
      for (let stream = 0; stream < 3; stream++) {
        const row = mixw.weights.subarray((senone * 3 + stream) * 128, (senone * 3 + stream + 1) * 128);
        expect(row.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 4);
        // In the sendump a smaller byte is a larger weight: the largest weight is where its byte is smallest.
        const sendump = readFileSync(SENDUMP);
        const bytesOfRow = Array.from({ length: 128 }, (_, codeword) => sendump[sendump.length - 3 * 128 * 5126 + (stream * 128 + codeword) * 5126 + senone]!);
        expect(bytesOfRow[row.indexOf(Math.max(...row))]).toBe(Math.min(...bytesOfRow));
      }
    }
  }, 60_000);

  it('refuses a file that is not a sendump, saying so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mixw-'));
    writeFileSync(join(dir, 'sendump'), Buffer.concat([Buffer.from([4, 0, 0, 0]), Buffer.from('abc\0'), Buffer.alloc(4), Buffer.from([2, 0, 0, 0, 3, 0, 0, 0, 9])]));
    await expect(run(SYSTEM_PYTHON, [SCRIPT, join(dir, 'sendump'), join(dir, 'out')])).rejects.toMatchObject({ stderr: expect.stringContaining('not a sendump this reads') });
  });
});
