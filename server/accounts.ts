/** The demo accounts as people read them: at start-up and from `npm run seed -- --list`. */
import { UserType } from '@core/domain';
import { DEMO_PASSWORD, FULL_CLASS, type DemoUser } from './seed/people';

export interface AccountRow { uid: string; password: string; nickName: string; role: string; permissions: string[]; classes: string[]; note: string }

export function accountRows(users: readonly DemoUser[]): AccountRow[] {
  // The full class is one line: student101 ... student145.
  const full = users.filter((u) => u.classes.length === 1 && u.classes[0] === FULL_CLASS.id);
  const rows = users.filter((u) => !full.includes(u)).map((u) => ({
    uid: u.uid,
    password: DEMO_PASSWORD,
    nickName: u.nickName,
    role: u.userType === UserType.ADMIN ? 'admin' : u.userType === UserType.TEACHER ? 'teacher' : 'student',
    permissions: u.permissions,
    classes: u.classes,
    note: u.note,
  }));
  if (full.length === 0) return rows;
  const [first, last] = [full[0]!, full.at(-1)!];
  return [...rows, { uid: `${first.uid} … ${last.uid}`, password: DEMO_PASSWORD, nickName: `${first.nickName} … ${last.nickName}`, role: 'student', permissions: first.permissions, classes: first.classes, note: `${full.length} students: ${first.note}` }];
}

export function formatAccounts(rows: readonly AccountRow[]): string {
  const header = ['uid', 'password', 'role', 'permissions', 'classes', 'note'];
  const cells = rows.map((r) => [r.uid, r.password, r.role, r.permissions.join(',') || '-', r.classes.join(',') || '-', r.note]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}
