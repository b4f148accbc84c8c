/** Texts of self-grouping and collaborative learning (spec 02 §2, §8: every Chinese text here is the spec's unless marked ours). */
export const GroupText = {
  title: '自由分组',
  join: '加入',
  create: '我是组长，新建小组',
  empty: '暂无小组',
  leader: '组长',
  you: '（你）',
  leaderHint: '你是组长，请确认小组成员是否正确',
  confirm: '确认分组',
  waitingForLeader: '正在等待组长确认组队',
  disband: '解散小组',
  quit: '退出小组',
  regroup: '返回分组',
  lockedHint: '已确认分组，请选择任务',
  notEnough: '人数不足，不建议选择的任务',
  startAnswering: '开始答题',
  waitingForTask: '正在等待组长选择任务',
  terminated: '任务已终止',
  // Ours:
  members: (n: number) => `共 ${n} 人`,
  memberCount: (n: number, max: number) => `${n}/${max} 人`,
  needs: (n: number) => `需要 ${n} 人`,
  groupOf: (leader: string) => `组长：${leader}`,
  full: '已满',
  locked: '已确认',
  failed: '操作失败，请重试',
  disbandTitle: '确定解散小组吗？',
  disbandBody: '解散后组员需要重新加入小组。',
} as const;

/** The toasts of the group errors (spec 02 §8). */
export const GroupErrorText: Record<number, string> = {
  90000021: '分组不存在或已解散',
  90000022: '分组已满（10人）',
  90000023: '分组无法加入',
};

export const CollaborativeText = {
  title: '协作学习',
  myRole: '我的角色',
  task: '任务',
  answer: '我的回答',
  placeholder: '在这里写下你的回答',
  submit: '提交',
  resubmit: '修改后重新提交',
  submitted: '已提交',
  groupmates: '组员的回答',
  noAnswerYet: '还没有提交',
  like: '赞',
  liked: (n: number) => `赞 ${n}`,
  comment: '评论',
  commentPlaceholder: '写一句鼓励的话',
  send: '发送',
  recordingScore: (score: number) => `录音得分 ${score}`,
  play: '播放录音',
  playFailed: '录音播放失败，请稍后重试',
  status: { viewing: '正在查看', answering: '正在作答', recording: '正在录音', submitted: '已提交' } as Record<string, string>,
  noGroup: '你还没有加入小组',
  toGrouping: '去分组',
  roleOf: (role: string) => `角色：${role}`,
  choose: '请选择',
  submitFailed: '提交失败，请重试',
  onMyAnswer: '同学对我的回答',
  commentsOn: (name: string) => `${name}收到的评论`,
} as const;

export const RecordingText = {
  start: '开始录音',
  stop: '结束录音',
  scoring: '音频上传打分中...',
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

/** The collaborative task's editor in the teacher console (issue 36; ours). */
export const CollaborativeEditorText = {
  form: '协作学习任务',
  groupMode: '分组方式',
  selfGrouping: '学生自由分组',
  selfGroupingHint: '学生自己组队，组长为小组选择一个任务，角色随机分配。',
  teacherGrouping: '老师分组',
  teacherGroupingHint: '开始后在课堂面板上选择每组人数，由系统分组并随机分配角色，各组都做第一个任务。',
  assignments: '小组任务',
  assignment: (n: number) => `任务 ${n}`,
  assignmentName: '小组任务名称',
  addAssignment: '添加任务',
  removeAssignment: (n: number) => `删除任务 ${n}`,
  moveUp: (n: number) => `上移任务 ${n}`,
  moveDown: (n: number) => `下移任务 ${n}`,
  roles: '角色',
  role: (n: number) => `角色 ${n}`,
  roleName: '角色名称',
  rolePrompt: '角色要做的事',
  addRole: '添加角色',
  removeRole: (n: number) => `删除角色 ${n}`,
  answerTypes: '作答方式',
  answerType: { 1: '文字', 2: '选择', 3: '录音' } as Record<number, string>,
  options: '选项',
  option: (key: string) => `选项 ${key}`,
  addOption: '添加选项',
  removeOption: (key: string) => `删除选项 ${key}`,
  refText: '朗读内容（录音按它打分）',
} as const;
