/**
 * What a teacher who signs in to the student app sees (issue 19, item 9): the student pages are for
 * students, and teachers work in the teacher console (the live-classroom issue builds it and replaces
 * this page). The only action is signing out, so another account can sign in on this device.
 */
import { useSignOut } from '../../session/use-sign-out';
import { PageHeader } from '../../shell/PageHeader';

export const TeacherElsewhereText = {
  title: '老师您好',
  body: '这里是学生使用的作业助手。发布课堂任务、查看学生作答请使用教师控制台。',
  signOut: '退出登录',
} as const;

export function TeacherElsewherePage() {
  const signOut = useSignOut();
  return (
    <main className="page">
      <PageHeader title={TeacherElsewhereText.title} />
      <div className="page__body">
        <section className="card">
          <p>{TeacherElsewhereText.body}</p>
          <button type="button" className="button button--primary button--block" onClick={() => void signOut()}>
            {TeacherElsewhereText.signOut}
          </button>
        </section>
      </div>
    </main>
  );
}
