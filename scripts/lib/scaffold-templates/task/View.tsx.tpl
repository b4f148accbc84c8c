/** 4. The student's screen of this kind (its route is in index.ts). */
export default function __Pascal__View() {
  return (
    <main className="page">
      <h1>__FOLDER__</h1>
      <p>这个任务的界面正在建设中</p>
    </main>
  );
}
