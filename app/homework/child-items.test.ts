import { describe, expect, it } from 'vitest';
import { allTasksDone, taskResultMismatch } from '@plugins/tasks/after-class';
import { childItemAction, childItems, isSyncPracticeDone, type ChildHomework } from './child-items';

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
/** The task kinds' rules as the reading and resource pack kinds declare them (their afterClass facets). */
const rules = [
  { homeworkKind: 'reading', resultKey: 'readingTaskResult' },
  { homeworkKind: 'resourcePack', resultKey: 'resourcePackResult', isDone: (result: unknown) => (result as { finished?: boolean }).finished !== false },
];
/** Where a task kind's item opens: the kind's plugin says (plugins/tasks/screen-path.test.ts); here a stand-in. */
const afterClassPath = (kind: string, item: { homeworkId: string; taskId: string; done: boolean }) => (kind === 'hologram' ? undefined : `/${kind}?homework=${item.homeworkId}&taskId=${item.taskId}&done=${item.done}`);
const student = { permissionCodes: [], deviceKind: 'other', appVersion: undefined, afterClassPath };

describe('homework child items', () => {
  it('lists the synchronous practice first, then the known task kinds, skipping unknown ones', () => {
    expect(childItems(homework(), rules).map((i) => [i.kind, i.title, i.done])).toEqual([
      ['sync', '课后同步练习', false],
      ['reading', '阅读', true],
      ['resourcePack', '资源包', false],
      ['spokenAi', '口语', false],
      ['writing', '作文', false],
      ['alix', '外教课', false],
    ]);
  });

  it('has no practice item when the homework has no episodes', () => {
    expect(childItems(homework({ episodeActivities: [] }), rules)[0]!.kind).toBe('reading');
  });

  it('routes the practice: player while unfinished, report or class report once finished', () => {
    const [open] = childItems(homework(), rules);
    expect(childItemAction(homework(), open!, student)).toEqual({ type: 'navigate', to: '/pt?homework=shw-1&type=homework' });
    const finished = homework({ status: 2, spokenComments: [{ spokenComment: '好' }] });
    const [done] = childItems(finished, rules);
    expect(childItemAction(finished, done!, student)).toEqual({ type: 'navigate', to: '/report?homework=shw-1&type=homework&accuracy=75' });
    expect(childItemAction(finished, done!, { ...student, permissionCodes: ['afterschool_report_student'] })).toEqual({ type: 'navigate', to: '/class-report-list/shw-1?homework=shw-1' });
  });

  it('asks an old Android app to upgrade for writing', () => {
    const writing = childItems(homework(), rules).find((i) => i.kind === 'writing')!;
    expect(childItemAction(homework(), writing, student)).toEqual({ type: 'navigate', to: '/ai-write-evaluate?homework=shw-1&taskId=w-1' });
    expect(childItemAction(homework(), writing, { ...student, deviceKind: 'androidApp', appVersion: { app: '1.9.0', sdk: undefined } })).toEqual({ type: 'writing-upgrade' });
    expect(childItemAction(homework(), writing, { ...student, deviceKind: 'androidApp', appVersion: { app: '2.0.0', sdk: undefined } }).type).toBe('navigate');
  });

  it('opens external lessons through the app and the other kinds on their routes', () => {
    const items = childItems(homework(), rules);
    const action = (kind: string) => childItemAction(homework(), items.find((i) => i.kind === kind)!, student);
    expect(action('alix')).toMatchObject({ type: 'external-lesson', task: { lessonId: 'l1', sessionId: 's1' } });
    expect(action('spokenAi')).toEqual({ type: 'navigate', to: '/ai-stt-generate?homework=shw-1&taskId=ai-1' });
    // A task kind's item opens where its kind says, knowing whether it is done (a finished reading opens its report).
    expect(action('reading')).toEqual({ type: 'navigate', to: '/reading?homework=shw-1&taskId=read-1&done=true' });
    expect(action('resourcePack')).toEqual({ type: 'navigate', to: '/resourcePack?homework=shw-1&taskId=pack-1&done=false' });
    // A kind no plugin opens: nothing to do.
    expect(childItemAction(homework(), { key: 'x', kind: 'hologram', title: '', done: false, task: { id: 'x', kind: 'hologram', title: '' } }, student)).toEqual({ type: 'none' });
  });

  it('counts the practice done when every activity has an answer, though the homework waits for its other items', () => {
    const twoActivities = { episodeActivities: [{ activities: [{ id: 'a1' }, { id: 'a2' }] }] };
    expect(isSyncPracticeDone(homework({ ...twoActivities, answers: [{ activityId: 'a1' }] }))).toBe(false);
    const answered = homework({ ...twoActivities, status: 1, answers: [{ activityId: 'a1' }, { activityId: 'a2' }] });
    expect(isSyncPracticeDone(answered)).toBe(true);
    expect(childItems(answered, rules)[0]).toMatchObject({ kind: 'sync', done: true });
    // A list summary has no answers: its status is all there is.
    expect(isSyncPracticeDone(homework({ status: 2, spokenComments: [{ spokenComment: '好' }] }))).toBe(true);
  });

  it('has every task done only when each reading and resource pack has its result; other kinds never report one', () => {
    const results = [{ readingTaskResult: { id: 'read-1' } }, { resourcePackResult: { id: 'pack-1' } }];
    expect(allTasksDone([], [], rules)).toBe(true);
    expect(allTasksDone([{ id: 'read-1', kind: 'reading', title: '' }, { id: 'pack-1', kind: 'resourcePack', title: '' }], results, rules)).toBe(true);
    expect(allTasksDone([{ id: 'read-1', kind: 'reading', title: '' }, { id: 'pack-2', kind: 'resourcePack', title: '' }], results, rules)).toBe(false);
    expect(allTasksDone([{ id: 'w-1', kind: 'writing', title: '' }], results, rules)).toBe(false);
    // A kind's done rule decides: a pack only opened is not done; a kind unknown here is skipped.
    expect(allTasksDone([{ id: 'pack-1', kind: 'resourcePack', title: '' }], [{ resourcePackResult: { id: 'pack-1', finished: false } }], rules)).toBe(false);
    expect(allTasksDone([{ id: 'x', kind: 'hologram', title: '' }], [], rules)).toBe(true);
  });

  it('refuses a task_result for an item of another kind, or under a key no kind has', () => {
    const tasks = homework().groupHomework.tasks;
    expect(taskResultMismatch(tasks, { readingTaskResult: { id: 'read-1' } }, rules)).toBeUndefined();
    expect(taskResultMismatch(tasks, { resourcePackResult: { id: 'read-1' } }, rules)).toBe('body.task_result.resourcePackResult.id: "read-1" is not a resourcePack item of this homework');
    expect(taskResultMismatch(tasks, { hologramResult: { id: 'x' } }, rules)).toBe('body.task_result.hologramResult: no homework item kind has results under hologramResult');
  });
});
