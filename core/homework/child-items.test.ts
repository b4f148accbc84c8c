import { describe, expect, it } from 'vitest';
import { allTasksDone, childItemAction, childItems, isSyncPracticeDone, type ChildHomework } from './child-items';

const homework = (overrides: Partial<ChildHomework> = {}): ChildHomework => ({
  id: 'shw-1',
  studentId: 'u1',
  status: 1,
  spokenComments: [],
  report: { accuracy: 75 },
  taskResults: [{ readingTaskResult: { id: 'read-1', durationSec: 30, imgUrl: '/x.webp' } }],
  episodeActivities: [{}],
  groupHomework: {
    id: 'gh-1',
    title: 'M1U1',
    tasks: [
      { id: 'read-1', kind: 'reading', title: '阅读' },
      { id: 'pack-1', kind: 'resourcePack', title: '资源包' },
      { id: 'ai-1', kind: 'spokenAi', title: '口语' },
      { id: 'w-1', kind: 'writing', title: '作文' },
      { id: 'alix-1', kind: 'alix', title: '外教课', lessonId: 'l1', sessionId: 's1' },
      { id: 'x', kind: 'hologram', title: 'from a newer server' },
    ],
  },
  ...overrides,
});
const student = { permissionCodes: [], deviceKind: 'other', appVersion: undefined };

describe('homework child items', () => {
  it('lists the synchronous practice first, then the known task kinds, skipping unknown ones', () => {
    expect(childItems(homework()).map((i) => [i.kind, i.title, i.done])).toEqual([
      ['sync', '课后同步练习', false],
      ['reading', '阅读', true],
      ['resourcePack', '资源包', false],
      ['spokenAi', '口语', false],
      ['writing', '作文', false],
      ['alix', '外教课', false],
    ]);
  });

  it('has no practice item when the homework has no episodes', () => {
    expect(childItems(homework({ episodeActivities: [] }))[0]!.kind).toBe('reading');
  });

  it('routes the practice: player while unfinished, report or class report once finished', () => {
    const [open] = childItems(homework());
    expect(childItemAction(homework(), open!, student)).toEqual({ type: 'navigate', to: '/pt?homework=shw-1&type=homework' });
    const finished = homework({ status: 2, spokenComments: [{ spokenComment: '好' }] });
    const [done] = childItems(finished);
    expect(childItemAction(finished, done!, student)).toEqual({ type: 'navigate', to: '/report?homework=shw-1&type=homework&accuracy=75' });
    expect(childItemAction(finished, done!, { ...student, permissionCodes: ['afterschool_report_student'] })).toEqual({ type: 'navigate', to: '/class-report-list/shw-1?homework=shw-1' });
  });

  it('asks an old Android app to upgrade for writing', () => {
    const writing = childItems(homework()).find((i) => i.kind === 'writing')!;
    expect(childItemAction(homework(), writing, student)).toEqual({ type: 'navigate', to: '/ai-write-evaluate?homework=shw-1&taskId=w-1' });
    expect(childItemAction(homework(), writing, { ...student, deviceKind: 'androidApp', appVersion: { app: '1.9.0', sdk: undefined } })).toEqual({ type: 'writing-upgrade' });
    expect(childItemAction(homework(), writing, { ...student, deviceKind: 'androidApp', appVersion: { app: '2.0.0', sdk: undefined } }).type).toBe('navigate');
  });

  it('opens external lessons through the app and the other kinds on their routes', () => {
    const items = childItems(homework());
    const action = (kind: string) => childItemAction(homework(), items.find((i) => i.kind === kind)!, student);
    expect(action('alix')).toMatchObject({ type: 'external-lesson', task: { lessonId: 'l1', sessionId: 's1' } });
    expect(action('spokenAi')).toEqual({ type: 'navigate', to: '/ai-stt-generate?homework=shw-1&taskId=ai-1' });
    // The fixture's reading is finished: it opens its report (阅读任务报告).
    expect(action('reading')).toEqual({ type: 'navigate', to: '/reading-task-report?homework=shw-1&taskId=read-1' });
    expect(action('resourcePack')).toEqual({ type: 'navigate', to: '/resource-pack-after?homework=shw-1&taskId=pack-1' });
    // One not read yet opens the reading task, after class.
    const unread = { ...homework(), taskResults: [] };
    expect(childItemAction(unread, childItems(unread).find((i) => i.kind === 'reading')!, student)).toEqual({ type: 'navigate', to: '/reading-task?isAfterClass=true&homework=shw-1&taskId=read-1' });
  });

  it('counts the practice done when every activity has an answer, though the homework waits for its other items', () => {
    const twoActivities = { episodeActivities: [{ activities: [{ id: 'a1' }, { id: 'a2' }] }] };
    expect(isSyncPracticeDone(homework({ ...twoActivities, answers: [{ activityId: 'a1' }] }))).toBe(false);
    const answered = homework({ ...twoActivities, status: 1, answers: [{ activityId: 'a1' }, { activityId: 'a2' }] });
    expect(isSyncPracticeDone(answered)).toBe(true);
    expect(childItems(answered)[0]).toMatchObject({ kind: 'sync', done: true });
    // A list summary has no answers: its status is all there is.
    expect(isSyncPracticeDone(homework({ status: 2, spokenComments: [{ spokenComment: '好' }] }))).toBe(true);
  });

  it('has every task done only when each reading and resource pack has its result; other kinds never report one', () => {
    const results = [{ readingTaskResult: { id: 'read-1' } }, { resourcePackResult: { id: 'pack-1' } }];
    expect(allTasksDone([], [])).toBe(true);
    expect(allTasksDone([{ id: 'read-1', kind: 'reading', title: '' }, { id: 'pack-1', kind: 'resourcePack', title: '' }], results)).toBe(true);
    expect(allTasksDone([{ id: 'read-1', kind: 'reading', title: '' }, { id: 'pack-2', kind: 'resourcePack', title: '' }], results)).toBe(false);
    expect(allTasksDone([{ id: 'w-1', kind: 'writing', title: '' }], results)).toBe(false);
  });
});
