import { describe, expect, it } from 'vitest';
import { groupOf, isMemberOf, type Group } from './grouping';

describe("a student's group (issue 31: names of Object.prototype are no members)", () => {
  const group: Group = { identifier: 'g1', name: '学生101的小组', ownerId: 'u1', locked: false, source: 'SOURCE_STUDENT_SELF_ORGANIZE', students: { u1: { userId: 'u1', name: '学生101', roleIdentifiers: [] } } };

  it('finds the group of a member by user id', () => {
    expect(groupOf([group], 'u1')).toBe(group);
    expect(isMemberOf(group, 'u1')).toBe(true);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])('finds no group for "%s"', (name) => {
    expect(groupOf([group], name)).toBeUndefined();
    expect(isMemberOf(group, name)).toBe(false);
  });
});
