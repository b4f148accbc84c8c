/** Texts of the console's task editor (issue 36; the spec shows no teacher screens, so all of these are ours). */
export const EditorText = {
  newTask: (kind: string) => `新建${kind}`,
  editTask: (kind: string) => `编辑${kind}`,
  exercise: '课堂练习',
  unsupported: '这类任务暂不支持编辑',
  close: '关闭',
  title: '任务名称',
  titlePlaceholder: '学生和老师在任务列表里看到的名字',
  shared: '与全校老师共享',
  sharedHint: '共享后，本校老师都能在任务库里看到并使用它',
  preview: '学生看到的样子',
  noPreview: '这类任务暂无预览',
  previewWaiting: '内容填好后，这里显示学生看到的样子',
  canSave: '可以保存',
  hasProblems: '还有问题',
  save: '保存',
  saving: '正在保存…',
  restored: '已恢复未保存的修改',
  discard: '放弃这些修改',
  refused: '保存没有成功',
  saveFailed: '保存失败，请重试',
  notYours: '只能修改自己的任务，可以复制一份再改',
  gone: '找不到这个任务，它可能已被删除',
  tooLarge: '任务内容太多了（最多 64 KB），请删减一些',
  closeTitle: '修改还没有保存',
  closeBody: '这些修改暂存在这台设备上，下次打开这个任务时可以恢复。',
  closeConfirm: '关闭',
  keepEditing: '继续编辑',
  // Where a problem is, for the problems shown above the form rather than at a field.
  place: (where: string) => `（${where}）`,
} as const;

/** The exercise editor's texts. */
export const ExerciseText = {
  episodes: '选择课时',
  episodesHint: (max: number) => `按选择的顺序练习，最多 ${max} 个课时`,
  picked: (n: number, max: number) => `已选 ${n}/${max}`,
  pickedList: '已选的课时（按练习顺序）',
  nonePicked: '还没有选择课时',
  remove: (title: string) => `移除：${title}`,
  moveUp: (title: string) => `上移：${title}`,
  moveDown: (title: string) => `下移：${title}`,
  unknownEpisode: (id: string) => `${id}（已找不到这个课时）`,
  activities: (n: number) => `${n} 个练习`,
  noUnits: '还没有可以选择的课时，请先导入内容包',
  loadFailed: '课时列表加载失败',
  retry: '重试',
  needOne: '请至少选择 1 个课时',
  tooMany: (max: number) => `最多选择 ${max} 个课时`,
  previewTitle: '课堂练习',
  previewBody: (n: number) => `学生按顺序完成 ${n} 个课时的练习`,
} as const;

/** The teacher's media as the editors' upload refuses it, before or after sending. */
export const MediaRefusalText = {
  tooLarge: (kind: string, mb: number) => `${kind}不能超过 ${mb} MB，请换一个小一点的文件`,
  tooLargeForServer: '文件太大了，请换一个小一点的文件',
  wrongType: '这种文件不能上传：请用 PNG/JPEG/WebP 图片、MP3/WAV/M4A 声音、MP4/WebM 视频或 PDF 文档',
  unreadable: '文件无法读取，请换一个文件',
  tooMany: '今天上传的文件太多了，请明天再试',
  failed: '上传失败，请重试',
  kindNames: { picture: '图片', audio: '声音', video: '视频', document: '文档' },
} as const;
