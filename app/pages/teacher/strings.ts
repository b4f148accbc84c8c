/** Texts of the teacher console (issue 13; the spec shows no teacher screens, so all of these are ours). */
export const ConsoleText = {
  title: '教师控制台',
  signOut: '退出登录',
  classes: '班级',
  students: (n: number) => `${n} 名学生`,
  library: '可以开始的课堂任务',
  start: '开始',
  exercise: '课堂练习',
  running: '正在进行',
  noRunning: '这个班现在没有进行中的任务，从下面选一个开始吧。',
  joined: '已加入',
  submitted: '已提交',
  notSubmitted: '已加入，未提交',
  missing: '未加入',
  counts: (joined: number, submitted: number, total: number) => `已加入 ${joined}/${total} · 已提交 ${submitted}/${total}`,
  end: '结束任务',
  endingIn: (s: number) => `${s} 秒后结束…`,
  cancelEnd: '取消',
  ended: '任务已结束',
  projector: '投屏',
  startFailed: '开始任务失败，请重试',
  endFailed: '结束任务失败，请重试',
  noPanel: '这类任务的统计正在建设中',
} as const;

/** The 老师分组 control of a collaborative task (issues 15, 32; ours). */
export const TeacherGroupsText = {
  region: '老师分组',
  size: '每组人数',
  sizeOption: (n: number) => `${n} 人`,
  make: '老师分组',
  preview: (students: number, sizes: readonly number[]) => {
    const counts = [...new Set(sizes)].map((size) => `${sizes.filter((s) => s === size).length} 组 ${size} 人`);
    return `全班 ${students} 人分成 ${sizes.length} 组：${counts.join('，')}`;
  },
  tooFew: '班里不到 2 人，不能分组',
  askTitle: '确定由老师分组吗？',
  confirm: '确定分组',
  dissolves: (groups: number) => `现有的 ${groups} 个小组会被解散，学生不能再自己组队、选任务。`,
  deals: (preview: string, task: string) => `${preview}，都做「${task}」，角色随机分配。`,
  keeps: (n: number) => `已作答的 ${n} 人保留原来的角色和回答。`,
  loses: (n: number) => `${n} 人做的是别的任务，他们的回答不会出现在新的小组里。`,
  made: '已分好组，学生将直接进入协作学习',
  failed: '分组失败，请重试',
} as const;
