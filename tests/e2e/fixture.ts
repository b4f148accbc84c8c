/** What the end-to-end tests expect to find: the demo seed (server/seed/) plus the paging fixture of serve.ts. */
import { CLASSES, DEMO_PASSWORD, SCHOOL, demoUsers } from '../../server/seed/people';

export { DEMO_PASSWORD };

/** A class label as the app shows it: school short name, grade, class ('阳光小学 三年级 (1)班'). */
export const classLabel = (index: 0 | 1) => `${SCHOOL.shortName} ${CLASSES[index]!.gradeLevelStr} ${CLASSES[index]!.name}`;

/** The four homework every class gets, newest first (server/seed/seed.ts). */
export const SEED_HOMEWORK_TITLES = ['M1U1 课后同步练习（一）', 'M1U1 课后同步练习（二）', 'M1U1 朗读与拼写', 'M1U1 单元复习'] as const;
/** The three adaptive homework every student gets, newest first (5, 30 and 60 hours old). */
export const SEED_SMART_TITLES = ['薄弱点专项训练：be 动词', '记忆巩固：M1U1 单词', '个性化推荐：朗读练习'] as const;
/** Class 3-1's running classroom exercise; class 3-2 has none. */
export const CLASSROOM_TASK_TITLE = 'M1U1 课堂练习：看图选择';

/** student01 (class 3-2, class_report_student only, so no tabs) gets 21 older homework: 25 in all, two pages of 20. */
export const PAGING_STUDENT = 'student01';
export const PAGING_CLASS = 'class-3-2';
export const PAGING_HOMEWORK_TITLES = Array.from({ length: 21 }, (_, i) => `翻页练习 ${String(i + 1).padStart(2, '0')}`);
/** The list's page size (spec 01 §4). */
export const PAGE_SIZE = 20;

/** The nickName home shows for a demo account. */
export const nickName = (account: string) => demoUsers().find((u) => u.uid === account)!.nickName;
