/**
 * 阅读任务报告 (spec 02 §2, /reading-task-report?homework=&taskId=; issue 17): a finished reading item's
 * data report image, with 重新练习 (the reading task again, strokes cleared) and 完成 (back to the
 * homework's items). The image is a stored upload, fetched with the student's token.
 *
 * A page of the reading kind's own (its route's loadPage): it reads the homework itself, with the app's
 * chrome and calls from the page host (taskPageHostRef).
 */
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { HomeworkDetail } from '@core/contract';
import { taskPageHostRef } from '@core/registry/task-page-host';
import { storedFileRef } from '@core/registry/task-service-refs';
import type { TaskPageHost } from '@core/registry/task-page-host';
import { useTaskService } from '@core/registry/task-services';
import './reading-report.css';

export const ReadingReportText = {
  title: '阅读任务报告',
  again: '重新练习',
  done: '完成',
  // Ours: the item has no report yet, or its picture cannot be shown.
  none: '还没有数据报告',
  image: '我的阅读数据报告',
  imageFailed: '报告图片加载失败，轻触重试',
} as const;

/** The homework as loaded: loading, its detail, or failed (with a retry). */
type Loaded = { status: 'loading' } | { status: 'ready'; data: HomeworkDetail } | { status: 'failed' };

/** The homework, loaded as the page opens and again on reload(). */
function useHomework(loadHomework: TaskPageHost['loadHomework'], homeworkId: string): Loaded & { reload(): void } {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ attempt: number; state: Loaded }>({ attempt: -1, state: { status: 'loading' } });
  useEffect(() => {
    let live = true;
    loadHomework(homeworkId).then(
      (data) => live && setLoaded({ attempt, state: { status: 'ready', data } }),
      () => live && setLoaded({ attempt, state: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [loadHomework, homeworkId, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...(loaded.attempt === attempt ? loaded.state : { status: 'loading' }), reload };
}

export default function ReadingReportPage() {
  const { PageHeader, Spinner, EmptyState, NetworkTrouble, loadHomework } = useTaskService(taskPageHostRef);
  const [search] = useSearchParams();
  const homeworkId = search.get('homework') ?? '';
  const taskId = search.get('taskId') ?? '';
  const navigate = useNavigate();
  const homework = useHomework(loadHomework, homeworkId);
  const items = `/homework-child?homework=${encodeURIComponent(homeworkId)}`;
  const imgUrl = homework.status === 'ready' ? reportOf(homework.data.taskResults, taskId) : undefined;
  return (
    <main className="page">
      <PageHeader title={ReadingReportText.title} backTo={items} />
      {homework.status === 'loading' && <Spinner />}
      {homework.status === 'failed' && <NetworkTrouble onRefresh={homework.reload} />}
      {homework.status === 'ready' && !imgUrl && <EmptyState text={ReadingReportText.none} />}
      {imgUrl && <ReportImage url={imgUrl} />}
      {homework.status === 'ready' && (
        <div className="reading-report__actions">
          <button type="button" className="button button--block" onClick={() => navigate(`/reading-task?isAfterClass=true&homework=${encodeURIComponent(homeworkId)}&taskId=${encodeURIComponent(taskId)}`)}>
            {ReadingReportText.again}
          </button>
          <button type="button" className="button button--primary button--block" onClick={() => navigate(items)}>
            {ReadingReportText.done}
          </button>
        </div>
      )}
    </main>
  );
}

/** The image address of the item's reading result, if the homework holds one. */
function reportOf(taskResults: readonly unknown[] | undefined, taskId: string): string | undefined {
  for (const result of taskResults ?? []) {
    const reading = (result as { readingTaskResult?: { id?: string; imgUrl?: string } }).readingTaskResult;
    if (reading?.id === taskId && reading.imgUrl) return reading.imgUrl;
  }
  return undefined;
}

function ReportImage({ url }: { url: string }) {
  // A retry fetches afresh: a new body, with its state from the start.
  const [attempt, setAttempt] = useState(0);
  return <ReportImageBody key={attempt} url={url} onRetry={() => setAttempt((n) => n + 1)} />;
}

function ReportImageBody({ url, onRetry }: { url: string; onRetry(): void }) {
  const { Spinner } = useTaskService(taskPageHostRef);
  const loadImage = useTaskService(storedFileRef);
  const [state, setState] = useState<{ address?: string; failed?: boolean }>({});
  useEffect(() => {
    let live = true;
    loadImage(url).then(
      (address) => live && setState({ address }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [url, loadImage]);
  if (state.failed) return <button type="button" className="reading-report__retry" onClick={onRetry}>{ReadingReportText.imageFailed}</button>;
  if (!state.address) return <Spinner />;
  return <img className="reading-report__image" src={state.address} alt={ReadingReportText.image} />;
}
