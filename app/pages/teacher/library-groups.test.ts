import { describe, expect, it } from 'vitest';
import type { LibraryTask } from '@core/contract';
import { groupLibrary, isEmptyLibrary, newTaskKinds } from './library-groups';

const unit2 = { id: 'pep-3a-m1u2', title: '三年级上册 Module 1 Unit 2' };
const module2 = { id: 'pep-3a-m2u1', title: '三年级上册 Module 2 Unit 1' };
const task = (id: string, title: string, more: Partial<LibraryTask> = {}): LibraryTask => ({ id, title, taskType: 2, kind: 'vote', episodeIds: [], ...more });
const wang = { id: 't-wang', name: '王老师' };
const library = [
  task('p1', 'Colours vote', { pack: unit2 }),
  task('own1', 'M1U1 课堂练习 1'),
  task('mine1', '我的投票：早餐', { mine: true }),
  task('p2', 'Animals 投票', { pack: module2 }),
  task('shared1', 'Weather words', { shared: true, owner: wang }),
  task('p3', 'Unit 2 课堂练习', { pack: unit2 }),
  // One's own shared task stays under 我的任务.
  task('mine2', 'Fruit vote', { mine: true, shared: true, owner: { id: 't-li', name: '李老师' } }),
  task('own2', '投票：你最喜欢哪种宠物？'),
];
const of = (tasks: LibraryTask[]) => tasks.map((t) => t.id);
const ids = (search: string) => {
  const groups = groupLibrary(library, search);
  return { mine: of(groups.mine), shared: of(groups.shared), server: of(groups.server), packs: groups.packs.map((p) => [p.id, of(p.tasks)]) };
};

describe('the library’s sections', () => {
  it('puts one’s own tasks first, then the school’s shared ones, the server’s, and each pack’s in the order the server lists them', () => {
    expect(ids('')).toEqual({
      mine: ['mine1', 'mine2'],
      shared: ['shared1'],
      server: ['own1', 'own2'],
      packs: [['pep-3a-m1u2', ['p1', 'p3']], ['pep-3a-m2u1', ['p2']]],
    });
    expect(groupLibrary(library, '  ').packs[0]!.title).toBe('三年级上册 Module 1 Unit 2');
  });

  it('keeps, in every section, the tasks whose title holds the search, whatever its case or width, or whose pack’s title or owner’s name does', () => {
    const none = { mine: [], shared: [], server: [], packs: [] };
    expect(ids('m1u1')).toEqual({ ...none, server: ['own1'] });
    expect(ids(' 投票 ')).toEqual({ ...none, mine: ['mine1'], server: ['own2'], packs: [['pep-3a-m2u1', ['p2']]] });
    expect(ids('ＶＯＴＥ')).toEqual({ ...none, mine: ['mine2'], packs: [['pep-3a-m1u2', ['p1']]] });
    expect(ids('module 2')).toEqual({ ...none, packs: [['pep-3a-m2u1', ['p2']]] });
    expect(ids('unit 2')).toEqual({ ...none, packs: [['pep-3a-m1u2', ['p1', 'p3']]] });
    expect(ids('王老师')).toEqual({ ...none, shared: ['shared1'] });
    expect(ids('weather')).toEqual({ ...none, shared: ['shared1'] });
    expect(isEmptyLibrary(groupLibrary(library, 'xyz'))).toBe(true);
    expect(isEmptyLibrary(groupLibrary(library, ''))).toBe(false);
    expect(isEmptyLibrary(groupLibrary([task('mine1', 'Mine', { mine: true })], ''))).toBe(false);
  });
});

const editor = () => Promise.reject(new Error('not loaded in this test'));
describe('新建任务’s kinds', () => {
  it('lists the kinds whose plugin has an editor, in the registry’s order, by their short name, then the exercise', () => {
    const plugins = [
      { kind: 'reading', title: '阅读任务' },
      { kind: 'vote', title: '投票任务', label: '投票', icon: 'M0 0', loadEditor: editor },
      { kind: 'optional', title: '分层题包', loadEditor: editor },
    ];
    expect(newTaskKinds(plugins, '练习').map(({ kind, label }) => [kind, label])).toEqual([
      ['vote', '投票'],
      ['optional', '分层题包'],
      ['exercise', '练习'],
    ]);
    expect(newTaskKinds(plugins, '练习')[0]!.icon).toBe('M0 0');
  });

  it('offers the exercise when no kind has an editor yet', () => {
    expect(newTaskKinds([{ kind: 'reading', title: '阅读任务' }], '练习').map((k) => k.kind)).toEqual(['exercise']);
  });
});
