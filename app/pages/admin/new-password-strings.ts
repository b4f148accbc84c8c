/**
 * Texts of the new-password dialog (issue 34). Apart from the console's other texts because the teacher
 * console shows the dialog too: a module two pages share goes into the file every page loads
 * (scripts/lib/start-chunks.ts), so what they share is kept this small.
 */
export const NewPasswordText = {
  title: (name: string) => `${name} 的新密码`,
  account: '账号',
  password: '新密码',
  once: '新密码只显示这一次，请抄下或复制后交给本人。',
  copy: '复制',
  copied: '已复制',
  copyFailed: '复制失败，请手动抄下',
  done: '我已记下',
} as const;
