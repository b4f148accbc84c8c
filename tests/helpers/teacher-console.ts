/** What the teacher console's component tests share: the teacher calls' base, a signed-in teacher and two classes. */
import { UserType } from '@core/domain';
import { signedInHandlers } from './app-harness';

export const TEACHER = '/api/v1/chronus/teacher';
export const teacher = () => signedInHandlers({ user: { userType: UserType.TEACHER, nickName: '李老师' } });
export const classes = [
  { id: 'class-3-1', name: '(1)班', gradeLevelStr: '三年级', studentCount: 3, runningTask: null },
  { id: 'class-3-2', name: '(2)班', gradeLevelStr: '三年级', studentCount: 9, runningTask: null },
];
