/**
 * The demo school: one school, two classes, a teacher, one student for each of the 16 combinations of
 * the four permission codes (spec 01 §6), a student in both classes and one in none; and a full class of
 * 45 (student101 ... student145) for a whole lesson (issue 13), with every permission and the same
 * homework as the other classes: a class that has live lessons does homework too (issue 32, item 16).
 */
import { PermissionCode, UserType } from '@core/domain';

export const DEMO_PASSWORD = 'demo1234';
export const SCHOOL = { id: 'school-sunshine', name: '阳光实验小学', shortName: '阳光小学' };
export const CLASSES = [
  { id: 'class-3-1', gradeLevelStr: '三年级', name: '(1)班' },
  { id: 'class-3-2', gradeLevelStr: '三年级', name: '(2)班' },
];

/** The full class: the teacher's third class, 45 students. */
export const FULL_CLASS = { id: 'class-4-1', gradeLevelStr: '四年级', name: '(1)班' };
export const FULL_CLASS_SIZE = 45;

export interface DemoUser {
  id: string;
  /** What a person types in the account box; the login stored is this plus the mail domain. */
  uid: string;
  nickName: string;
  userType: number;
  permissions: string[];
  classes: string[];
  note: string;
}

const CODES = [
  PermissionCode.CLASS_REPORT_STUDENT,
  PermissionCode.AFTERSCHOOL_REPORT_STUDENT,
  PermissionCode.ERROR_NOTEBOOK,
  PermissionCode.WORDBOOK_STUDENT,
];
const NAMES = ['小明', '小红', '小刚', '小丽', '小华', '小军', '小芳', '小强', '小雪', '小杰', '小燕', '小龙', '小玲', '小伟', '小静', '小宇'];

/** student00 ... student15: the bits of the number say which permission codes the student holds. */
function permissionStudents(): DemoUser[] {
  return NAMES.map((nickName, mask) => {
    const permissions = CODES.filter((_, bit) => mask & (1 << bit));
    return {
      id: `user-student${String(mask).padStart(2, '0')}`,
      uid: `student${String(mask).padStart(2, '0')}`,
      nickName,
      userType: UserType.STUDENT,
      permissions,
      classes: [mask % 2 === 0 ? 'class-3-1' : 'class-3-2'],
      note: permissions.length === 0 ? 'no permissions' : permissions.length === 4 ? 'every permission' : `${permissions.length} permission(s)`,
    };
  });
}

/** student101 ... student145, the full class; named 学生101 ... so a teacher can tell them apart. */
function fullClassStudents(): DemoUser[] {
  return Array.from({ length: FULL_CLASS_SIZE }, (_, i) => {
    const number = 101 + i;
    return { id: `user-student${number}`, uid: `student${number}`, nickName: `学生${number}`, userType: UserType.STUDENT, permissions: [...CODES], classes: [FULL_CLASS.id], note: 'the full class (live lessons and homework)' };
  });
}

export function demoUsers(): DemoUser[] {
  return [
    ...permissionStudents(),
    ...fullClassStudents(),
    { id: 'user-twoclasses', uid: 'twoclasses', nickName: '小双', userType: UserType.STUDENT, permissions: [...CODES], classes: ['class-3-1', 'class-3-2'], note: 'in two classes (class picker)' },
    { id: 'user-noclass', uid: 'noclass', nickName: '小新', userType: UserType.STUDENT, permissions: [], classes: [], note: 'in no class (class-empty state)' },
    { id: 'user-teacher', uid: 'teacher', nickName: '李老师', userType: UserType.TEACHER, permissions: [], classes: ['class-3-1', 'class-3-2', FULL_CLASS.id], note: 'teacher' },
    { id: 'user-admin', uid: 'admin', nickName: '教务处', userType: UserType.ADMIN, permissions: [], classes: [], note: 'school administrator (rosters, accounts)' },
  ];
}
