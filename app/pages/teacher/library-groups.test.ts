import { describe, expect, it } from 'vitest';
import type { LibraryTask } from '@core/contract';
import { groupLibrary, isEmptyLibrary } from './library-groups';

const unit2 = { id: 'pep-3a-m1u2', title: '三年级上册 Module 1 Unit 2' };
const module2 = { id: 'pep-3a-m2u1', title: '三年级上册 Module 2 Unit 1' };
const task = (id: string, title: string, pack?: LibraryTask['pack']): LibraryTask => ({ id, title, taskType: 2, kind: 'vote', episodeIds: [], ...(pack ? { pack } : {}) });
const library = [
  task('p1', 'Colours vote', unit2),
  task('own1', 'M1U1 课堂练习 1'),
  task('p2', 'Animals 投票', module2),
  task('p3', 'Unit 2 课堂练习', unit2),
  task('own2', '投票：你最喜欢哪种宠物？'),
];
const ids = (search: string) => {
  const groups = groupLibrary(library, search);
  return { own: groups.own.map((t) => t.id), packs: groups.packs.map((p) => [p.id, p.tasks.map((t) => t.id)]) };
};

describe('the library’s groups', () => {
  it('puts the server’s own tasks first, then each pack’s, the packs in the order the server lists them', () => {
    expect(ids('')).toEqual({ own: ['own1', 'own2'], packs: [['pep-3a-m1u2', ['p1', 'p3']], ['pep-3a-m2u1', ['p2']]] });
    expect(groupLibrary(library, '  ').packs[0]!.title).toBe('三年级上册 Module 1 Unit 2');
  });

  it('keeps the tasks whose title holds the search, whatever its case or width, or whose pack’s title does', () => {
    expect(ids('m1u1')).toEqual({ own: ['own1'], packs: [] });
    expect(ids(' 投票 ')).toEqual({ own: ['own2'], packs: [['pep-3a-m2u1', ['p2']]] });
    expect(ids('ＶＯＴＥ')).toEqual({ own: [], packs: [['pep-3a-m1u2', ['p1']]] });
    expect(ids('module 2')).toEqual({ own: [], packs: [['pep-3a-m2u1', ['p2']]] });
    expect(ids('unit 2')).toEqual({ own: [], packs: [['pep-3a-m1u2', ['p1', 'p3']]] });
    expect(isEmptyLibrary(groupLibrary(library, 'xyz'))).toBe(true);
    expect(isEmptyLibrary(groupLibrary(library, ''))).toBe(false);
  });
});
