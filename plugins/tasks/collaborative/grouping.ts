/**
 * Self-grouping and collaborative learning (spec 02 §3-§6; issue 15) as plain rules the server and the
 * screens share: the group size, the actions, who may do what, the recommended tasks, how roles are
 * dealt, and finding a student's own group inside a group specification.
 */
export const MAX_GROUP_SIZE = 10;
export const MIN_LOCK_SIZE = 2;
/** How often the self-grouping screen polls the groups (spec 02 §9), and the collaborative screen. */
export const GROUP_POLL_MS = 1000;
export const COLLABORATIVE_GROUP_POLL_MS = 4000;
export const GROUP_ANSWERS_POLL_MS = 10_000;
/** groupMode 2: the students form their groups (spec 02 §3). */
export const SELF_GROUPING_MODE = 2;
/** groupMode 1: the teacher makes the groups (ours; spec 02 §3 names 2, self-grouping). */
export const TEACHER_GROUPING_MODE = 1;

export const GroupAction = {
  JOIN: 'ACTION_JOIN',
  LOCK: 'ACTION_LOCK',
  UNLOCK: 'ACTION_UNLOCK',
  ASSIGN_ROLE: 'ACTION_ASSIGN_ROLE',
  QUIT: 'ACTION_QUIT',
} as const;
export type GroupAction = (typeof GroupAction)[keyof typeof GroupAction];

/** What a role's answer is (ours; the spec names answerTypes only): a text, a choice, or a recording. */
export const AnswerType = { TEXT: 1, CHOICE: 2, RECORDING: 3 } as const;
export type AnswerType = (typeof AnswerType)[keyof typeof AnswerType];

export interface GroupStudent { userId: string; name: string; roleIdentifiers: string[] }
export interface Group {
  identifier: string;
  name: string;
  ownerId: string;
  locked: boolean;
  source: string;
  /** Keyed by user id (spec 02 §3). */
  students: Record<string, GroupStudent>;
  assignmentIdentifier?: string;
}
export interface Role { identifier: string; name?: string; prompt?: string; answerTypes?: number[]; options?: { key: string; text: string }[]; refText?: string }
export interface Assignment { identifier: string; name: string; roles: Role[] }

/**
 * Whether the user is a member of the group. An own key only: `in` would take `constructor` or
 * `__proto__` for a member of every group (issue 31).
 */
export const isMemberOf = (group: Group, userId: string): boolean => Object.hasOwn(group.students, userId);

/** The student's group among the groups, matched by user id (spec 02 §4, step 9). */
export const groupOf = (groups: readonly Group[], userId: string): Group | undefined => groups.find((group) => isMemberOf(group, userId));

/** Tasks a group of `members` is recommended (spec 02 §4): those needing at most that many people. */
export const isRecommended = (assignment: Assignment, members: number): boolean => assignment.roles.length <= members;

/**
 * Deals the task's roles to the members (spec 02 §4): the members in a random order, member i gets role
 * roles[i mod R], so roles cycle when there are more members than roles. `randomBelow(n)` gives an integer
 * in [0, n): the server passes a cryptographic one.
 */
export function dealRoles(memberIds: readonly string[], roles: readonly Role[], randomBelow: (n: number) => number): Record<string, string[]> {
  const shuffled = [...memberIds];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  if (roles.length === 0) return Object.fromEntries(shuffled.map((id) => [id, []]));
  return Object.fromEntries(shuffled.map((id, index) => [id, [roles[index % roles.length]!.identifier]]));
}

/** The group sizes a teacher can choose (ours): from a pair up to the largest group. */
export const TEACHER_GROUP_SIZES: readonly number[] = Array.from({ length: MAX_GROUP_SIZE - MIN_LOCK_SIZE + 1 }, (_, i) => MIN_LOCK_SIZE + i);
export const DEFAULT_TEACHER_GROUP_SIZE = 4;

/**
 * The sizes of the groups `students` make in groups of about `size` (issue 32): as many groups as whole
 * groups of `size` fit, the remainder spread one each over them (45 in fours: ten of 4 and one of 5),
 * so no one is left alone; fewer than `size` make one group; never above MAX_GROUP_SIZE (then more,
 * smaller groups). Largest first. Dealing the students round the groups in turn fills exactly these.
 */
export function groupSizes(students: number, size: number): number[] {
  if (students <= 0) return [];
  let count = Math.max(1, Math.floor(students / size));
  if (Math.ceil(students / count) > MAX_GROUP_SIZE) count = Math.ceil(students / MAX_GROUP_SIZE);
  return Array.from({ length: count }, (_, i) => Math.floor(students / count) + (i < students % count ? 1 : 0));
}

/**
 * Deals a group's roles (issue 32) keeping each member's role they already answered (`kept`), the others
 * in their order to the roles held by the fewest members so far (the task's order breaks ties), so the
 * roles go round before any repeats.
 */
export function dealRolesKeeping(memberIds: readonly string[], roles: readonly Role[], kept: Readonly<Record<string, string>>): Record<string, string[]> {
  const held = new Map(roles.map((role) => [role.identifier, 0]));
  const dealt: Record<string, string[]> = {};
  for (const id of memberIds) {
    const role = kept[id];
    if (role !== undefined && held.has(role)) {
      dealt[id] = [role];
      held.set(role, held.get(role)! + 1);
    }
  }
  for (const id of memberIds) {
    if (dealt[id] || roles.length === 0) continue;
    const fewest = roles.reduce((best, role) => (held.get(role.identifier)! < held.get(best.identifier)! ? role : best));
    dealt[id] = [fewest.identifier];
    held.set(fewest.identifier, held.get(fewest.identifier)! + 1);
  }
  return Object.fromEntries(memberIds.map((id) => [id, dealt[id] ?? []]));
}
