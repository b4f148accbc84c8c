/**
 * What a process writes of the presence and progress it heard (issue 38): nothing is lost when a write
 * fails (the database restarting), nothing is written twice without need, and a flush asked for waits
 * for one already running. The database here is a stand-in that records the statements.
 */
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database';
import { ARRIVAL_MARGIN_MS, ClassroomPresence, PRESENCE_WINDOW_MS } from './presence';
import { GroupRealtime } from './group-realtime';

/** A database that fails the next `failures` writes (`whileFailing` runs during each) and records the parameters of the others. */
function recordingDb(failures = 0, whileFailing = () => {}) {
  const written: unknown[][] = [];
  const db: Queryable = {
    async query(sql, params = []) {
      if (!sql.trimStart().startsWith('INSERT')) return [];
      if (failures-- > 0) {
        whileFailing();
        throw new Error('connection lost');
      }
      written.push([...params]);
      return [];
    },
  };
  return { db, written };
}

describe('writing the presence a process heard', () => {
  it('writes each poll once, and after a failed write the same polls with the next', async () => {
    let clock = 1_000_000;
    const { db, written } = recordingDb(1);
    const presence = new ClassroomPresence(db, undefined, () => clock);
    presence.seen(['class-a', 'class-b'], 's1');
    await expect(presence.flush()).rejects.toThrow('connection lost');
    clock += 1000;
    presence.seen(['class-a'], 's2');
    clock += 500;
    await presence.flush();
    expect(written).toEqual([[['class-a', 'class-a', 'class-b'], ['s1', 's2', 's1'], [1_000_000, 1_001_000, 1_000_000]]]);
    clock += 1000;
    await presence.flush();
    expect(written).toHaveLength(1); // nothing new heard: no statement
  });

  it('writes an arriving student before answering, all arriving together in one statement, and a staying student only on the schedule', async () => {
    let clock = 1_000_000;
    const { db, written } = recordingDb();
    const presence = new ClassroomPresence(db, undefined, () => clock);
    expect(presence.isPresentEverywhere(['class-a'], 's1')).toBe(false);
    await Promise.all(['s1', 's2', 's3'].map((student) => presence.heard(['class-a'], student)));
    expect(written).toEqual([[['class-a', 'class-a', 'class-a'], ['s1', 's2', 's3'], [clock, clock, clock]]]);

    // Polling on, within the window less the margin: memory only, written by the next flush.
    clock += PRESENCE_WINDOW_MS - ARRIVAL_MARGIN_MS;
    expect(presence.isPresentEverywhere(['class-a'], 's1')).toBe(true);
    await presence.heard(['class-a'], 's1');
    expect(written).toHaveLength(1);
    clock += 10;
    await presence.flush();
    expect(written).toHaveLength(2);

    // Gone longer than that: arriving again, written at once.
    clock += PRESENCE_WINDOW_MS;
    expect(presence.isPresentEverywhere(['class-a'], 's2')).toBe(false);
    await presence.heard(['class-a'], 's2');
    expect(written.at(-1)).toEqual([['class-a'], ['s2'], [clock]]);
  });
});

describe("writing the groupmates' progress a process heard", () => {
  it('keeps what a failed write held, unless the member posted again meanwhile', async () => {
    const { db, written } = recordingDb(1, () => realtime.record('gt-1', 'class-a', 's2', 'recording', 2000));
    const realtime = new GroupRealtime(db);
    realtime.record('gt-1', 'class-a', 's1', 'answering', 1000);
    realtime.record('gt-1', 'class-a', 's2', 'viewing', 1000);
    await expect(realtime.flush()).rejects.toThrow('connection lost');
    await realtime.flush();
    expect(written).toEqual([[['gt-1', 'gt-1'], ['s2', 's1'], ['recording', 'answering'], [2000, 1000]]]);
  });

  it('writes nothing of a task whose end it heard of before the write', async () => {
    const { db, written } = recordingDb();
    const realtime = new GroupRealtime(db);
    realtime.record('gt-1', 'class-a', 's1', 'answering');
    realtime.forgetClass('class-a');
    await realtime.flush();
    expect(written).toEqual([]);
  });
});

describe('one process alone (PGlite): memory is the whole truth', () => {
  it('answers who polled within the window from memory, and writes nothing', async () => {
    let clock = 1_000_000;
    const presence = new ClassroomPresence(undefined, undefined, () => clock);
    presence.seen(['class-a'], 's1');
    clock += 3000;
    presence.seen(['class-a'], 's2');
    await presence.flush();
    expect((await presence.seenSince('class-a')).toSorted()).toEqual(['s1', 's2']);
    clock += 3500;
    expect(await presence.seenSince('class-a')).toEqual(['s2']);
  });

  it("answers groupmates' progress from memory until the task's class changes tasks", async () => {
    const realtime = new GroupRealtime(undefined);
    realtime.record('gt-1', 'class-a', 's1', 'answering', 1000);
    expect(await realtime.of('gt-1', ['s1', 's2'], 2000)).toEqual([{ studentId: 's1', status: 'answering', updatedAtSec: 1 }]);
    realtime.forgetClass('class-a');
    expect(await realtime.of('gt-1', ['s1'], 2000)).toEqual([]);
  });
});
