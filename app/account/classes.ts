/** The student's classes and the stored class choice (spec 01 §2 "Class picker", §3, §5). */
import type { StoredClass, UserInfo } from '@core/domain';

export interface ClassOption {
  groupId: string;
  /** School short name, grade level, class name: '阳光小学 三年级 (1)班'. */
  label: string;
}

/** Every class of every school the user belongs to, in the order the server lists them. */
export function classOptions(user: Pick<UserInfo, 'schools'>): ClassOption[] {
  return user.schools.flatMap((school) =>
    school.gradeGroups.flatMap((grade) =>
      grade.groups.map((group) => ({ groupId: group.id, label: [school.shortName, grade.gradeLevelStr, group.name].filter(Boolean).join(' ') })),
    ),
  );
}

/** The picker is offered only with more than one class. */
export const canPickClass = (options: readonly ClassOption[]): boolean => options.length > 1;

/** Class-empty: the user has an id but no schools. */
export const hasNoClass = (user: Pick<UserInfo, 'id' | 'schools'>): boolean => Boolean(user.id) && user.schools.length === 0;

/**
 * The class in use: the stored choice when it belongs to this user and still exists, else the first
 * class. Undefined when the user has none.
 */
export function currentClass(user: Pick<UserInfo, 'userId' | 'id' | 'schools'>, stored: StoredClass | undefined): StoredClass | undefined {
  const options = classOptions(user);
  const userId = user.userId || user.id;
  const kept = stored && stored.userId === userId ? options.find((o) => o.groupId === stored.groupId) : undefined;
  const chosen = kept ?? options[0];
  return chosen ? { userId, label: chosen.label, groupId: chosen.groupId } : undefined;
}
