// @vitest-environment jsdom
/**
 * A homework's results (issue 37), against msw at the network edge: the students' table and who has not
 * started, each item's accuracy and most-chosen wrong answer, a spoken item's worst words and recordings,
 * a student's answers, the 5 s poll (a 304 keeps the view, a new answer updates it), the export.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HomeworkResults as Results, StudentAnswers } from '@server/homework/teacher-homework-contract';
import { api, useMswServer } from '../../../../../tests/helpers/app-harness';
import { renderConsolePart } from '../../../../../tests/helpers/console-part';
import { HomeworkResults } from './HomeworkResults';
import { ResultsPaths } from './results-calls';
import { RESULTS_POLL_MS } from './use-results-poll';

const server = useMswServer();

const homework: Results['homework'] = {
  id: 'hw-1', classId: 'class-3-1', className: '三年级1班', title: 'Unit 1 作业', assignAtSec: 1_700_000_000, dueAtSec: 1_700_086_400, withdrawn: false,
  episodeIds: ['e1'], itemCount: 2, students: 4, finished: 2, started: 1, assignedBy: { id: 't-li', name: '李老师' },
};
const students: Results['students'] = [
  { id: 's-wang', name: '王小明', progress: 'finished', accuracy: 50, answered: 2, timeSpentSec: 95 },
  { id: 's-li', name: '李华', progress: 'finished', accuracy: 100, answered: 2, timeSpentSec: 40 },
  { id: 's-zhao', name: '赵雷', progress: 'started', accuracy: null, answered: 1, timeSpentSec: 12 },
  { id: 's-chen', name: '陈静', progress: 'not-started', accuracy: null, answered: 0, timeSpentSec: null },
];
const choiceItem: Results['items'][number] = {
  activityId: 'a-choice', episodeId: 'e1', type: 68, label: 'What colour is it?', answered: 3, right: 1,
  wrongAnswers: [{ answer: 'blue', count: 2 }],
};
const readingItem: Results['items'][number] = {
  activityId: 'a-read', episodeId: 'e1', type: 11, label: 'I like apples.', answered: 2, right: 2, wrongAnswers: [],
  worstWords: [{ word: 'apples', score: 52.4, count: 2 }], worstPhonemes: [{ phoneme: 'æ', score: 48, count: 2 }],
  recordings: [{ studentId: 's-wang', url: '/files/uploads/voice/wang.wav', score: 72 }],
};
const results: Results = { homework, students, items: [choiceItem, readingItem] };
const path = ResultsPaths.results('hw-1');

/** The results server: answers `current()` each poll, counting them; `notModified` answers an empty 304. */
function resultsServer(current: () => Results | 'not-modified') {
  const polls = { count: 0 };
  server.use(
    http.get(api(path), () => {
      polls.count += 1;
      const answer = current();
      return answer === 'not-modified' ? new HttpResponse(null, { status: 304 }) : HttpResponse.json(answer, { headers: { ETag: `"v${polls.count}"` } });
    }),
  );
  return polls;
}

const rowNames = () => within(screen.getByRole('table', { name: '学生完成情况' })).getAllByRole('rowheader').map((cell) => cell.textContent);

describe('a homework’s results', () => {
  it('shows the title, due time, each student’s progress, accuracy, time and answers, and who has not started', async () => {
    resultsServer(() => results);
    renderConsolePart(<HomeworkResults homeworkId="hw-1" onClose={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'Unit 1 作业' })).toBeTruthy();
    expect(screen.getByText(/三年级1班 · 截止 \d+月\d+日 \d\d:\d\d/)).toBeTruthy();
    expect(screen.queryByText('已撤回')).toBeNull();
    expect(screen.getByText('已完成 2/4 · 进行中 1/4')).toBeTruthy();
    const table = screen.getByRole('table', { name: '学生完成情况' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['姓名', '状态', '正确率', '用时', '已答题数']);
    const wang = within(table).getByRole('row', { name: /王小明/ });
    expect(within(wang).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['已完成', '50%', '1 分 35 秒', '2/2']);
    const chen = within(table).getByRole('row', { name: /陈静/ });
    expect(within(chen).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['未开始', '—', '—', '0/2']);
    const notStarted = screen.getByRole('region', { name: '未开始（1）' });
    expect(within(notStarted).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['陈静']);
  });

  it('sorts by name, and by accuracy best first (those without one last), each turned round by a second press', async () => {
    resultsServer(() => results);
    renderConsolePart(<HomeworkResults homeworkId="hw-1" onClose={() => undefined} />);
    await screen.findByRole('table', { name: '学生完成情况' });
    expect(rowNames()).toEqual(['陈静', '李华', '王小明', '赵雷']);
    await userEvent.click(screen.getByRole('button', { name: '按正确率排序' }));
    expect(rowNames()).toEqual(['李华', '王小明', '陈静', '赵雷']);
    expect(screen.getByRole('button', { name: '按正确率排序' }).closest('th')!.getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(screen.getByRole('button', { name: '按正确率排序' }));
    expect(rowNames()).toEqual(['王小明', '李华', '陈静', '赵雷']);
    await userEvent.click(screen.getByRole('button', { name: '按姓名排序' }));
    expect(rowNames()).toEqual(['陈静', '李华', '王小明', '赵雷']);
  });

  it('breaks down each item in order: accuracy, the most-chosen wrong answer, a spoken item’s worst words and a recording to hear', async () => {
    resultsServer(() => results);
    const recordings: string[] = [];
    server.use(
      http.get(api('/files/uploads/voice/wang.wav'), ({ request }) => {
        recordings.push(request.headers.get('Authorization') ?? '');
        return new HttpResponse(new Blob(['RIFF']), { headers: { 'Content-Type': 'audio/wav' } });
      }),
    );
    URL.createObjectURL = () => 'blob:wang';
    renderConsolePart(<HomeworkResults homeworkId="hw-1" onClose={() => undefined} />);
    const items = await screen.findByRole('region', { name: '每道题的情况' });
    expect(within(items).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['1. What colour is it?', '2. I like apples.']);
    const choice = within(items).getByRole('article', { name: '1. What colour is it?' });
    expect(within(choice).getByText('正确率 33%（1/3）')).toBeTruthy();
    expect(within(within(choice).getByRole('region', { name: '最常见的错误答案' })).getByRole('listitem').textContent).toBe('blue — 2 人');
    const reading = within(items).getByRole('article', { name: '2. I like apples.' });
    expect(within(reading).getByText('正确率 100%（2/2）')).toBeTruthy();
    expect(within(reading).queryByRole('region', { name: '最常见的错误答案' })).toBeNull();
    expect(within(within(reading).getByRole('region', { name: '读得最差的单词' })).getByRole('listitem').textContent).toBe('apples — 52 分（2 次）');
    expect(within(within(reading).getByRole('region', { name: '读得最差的音素' })).getByRole('listitem').textContent).toBe('/æ/ — 48 分（2 次）');
    expect(within(reading).getByText('王小明 · 72 分')).toBeTruthy();
    await userEvent.click(within(reading).getByRole('button', { name: '播放录音：王小明的录音' }));
    const audio = await within(reading).findByLabelText('王小明的录音');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio.getAttribute('src')).toBe('blob:wang');
    expect(recordings).toEqual(['Bearer test-access-token']);
  });

  it('shows a withdrawn homework as withdrawn, and says so when the homework is not the teacher’s', async () => {
    resultsServer(() => ({ ...results, homework: { ...homework, withdrawn: true } }));
    const view = renderConsolePart(<HomeworkResults homeworkId="hw-1" onClose={() => undefined} />);
    expect(await screen.findByText('已撤回')).toBeTruthy();
    view.unmount();
    server.use(http.get(api(ResultsPaths.results('hw-other')), () => HttpResponse.json({ message: '不是你的班级' }, { status: 403 })));
    renderConsolePart(<HomeworkResults homeworkId="hw-other" onClose={() => undefined} />);
    expect((await screen.findByRole('alert')).textContent).toBe('找不到这份作业，可能已被删除或不属于你的班级');
  });

  it('opens a student’s answers read-only: each item with the answer, right or wrong, and 返回结果', async () => {
    resultsServer(() => results);
    const answers: StudentAnswers = {
      student: { id: 's-wang', name: '王小明' },
      activities: [],
      answers: [
        { activityId: 'a-choice', episode_id: 'e1', episode_type: 1, timestampUsec: '1', durationSec: 3, multiChoiceText: { correct: false, answers: ['blue'] } },
        { activityId: 'a-read', episode_id: 'e1', episode_type: 1, timestampUsec: '2', durationSec: 5, oralReading: { score: 88, audioScoreDetail: { words: [], accuracy: 88, pronunciation: 88, fluency: 88 }, storage: { uri: '/files/uploads/voice/wang.wav', kind: 2 } } },
      ],
    };
    server.use(http.get(api(ResultsPaths.studentAnswers('hw-1', 's-wang')), () => HttpResponse.json(answers)));
    renderConsolePart(<HomeworkResults homeworkId="hw-1" onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: '查看王小明的作答' }));
    const shown = await screen.findByRole('region', { name: '王小明的作答' });
    const rows = await within(shown).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1. What colour is it?作答：blue错误',
      expect.stringMatching(/^2\. I like apples\.作答：88 分正确播放录音$/),
    ]);
    expect(within(shown).getByRole('button', { name: '播放录音：王小明的录音' })).toBeTruthy();
    await userEvent.click(within(shown).getByRole('button', { name: '返回结果' }));
    expect(screen.getByRole('table', { name: '学生完成情况' })).toBeTruthy();
  });
});

/** Waits (on real timeouts: setInterval is faked, and Testing Library's waitFor polls with it) until `check` passes. */
async function eventually(check: () => void, timeoutMs = 3000) {
  for (const start = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 20))) {
    try {
      return check();
    } catch (error) {
      if (Date.now() - start > timeoutMs) throw error;
    }
  }
}

describe('the results follow the submissions (a poll every 5 s)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it('a 304 keeps what is shown; a new answer shows at the next poll', async () => {
    let answer: Results | 'not-modified' = results;
    const polls = resultsServer(() => answer);
    renderConsolePart(<HomeworkResults homeworkId="hw-1" onClose={() => undefined} />);
    await eventually(() => expect(screen.getByRole('row', { name: /赵雷/ })).toBeTruthy());
    const zhao = screen.getByRole('row', { name: /赵雷/ });
    expect(within(zhao).getAllByRole('cell')[0]!.textContent).toBe('进行中');

    answer = 'not-modified';
    vi.advanceTimersByTime(RESULTS_POLL_MS);
    await eventually(() => expect(polls.count).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(screen.getByRole('row', { name: /赵雷/ })).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['进行中', '—', '12 秒', '1/2']);
    expect(screen.getByText('已完成 2/4 · 进行中 1/4')).toBeTruthy();

    // 赵雷 answers the second item wrong and finishes.
    answer = {
      homework: { ...homework, finished: 3, started: 0 },
      students: students.map((s) => (s.id === 's-zhao' ? { ...s, progress: 'finished', accuracy: 50, answered: 2, timeSpentSec: 70 } : s)),
      items: [choiceItem, { ...readingItem, answered: 3 }],
    };
    vi.advanceTimersByTime(RESULTS_POLL_MS);
    await eventually(() => expect(screen.getByText('已完成 3/4 · 进行中 0/4')).toBeTruthy());
    expect(within(screen.getByRole('row', { name: /赵雷/ })).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['已完成', '50%', '1 分 10 秒', '2/2']);
    expect(screen.getByText('正确率 67%（2/3）')).toBeTruthy();
  });
});

describe('导出 Excel / 导出 CSV', () => {
  let saved: string[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = (blob: Blob) => `blob:${blob.size}`;
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the server’s file with the sign-in, saved under the name in Content-Disposition', async () => {
    resultsServer(() => results);
    const requests: { format: string | null; authorization: string | null }[] = [];
    server.use(
      http.get(api(ResultsPaths.export('hw-1')), ({ request }) => {
        const format = new URL(request.url).searchParams.get('format');
        requests.push({ format, authorization: request.headers.get('Authorization') });
        const name = `三年级1班-Unit 1 作业.${format}`;
        return new HttpResponse('id,name\n1,x\n', { headers: { 'Content-Disposition': `attachment; filename="export.${format}"; filename*=UTF-8''${encodeURIComponent(name)}` } });
      }),
    );
    renderConsolePart(<HomeworkResults homeworkId="hw-1" onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: '导出 Excel' }));
    await waitFor(() => expect(saved).toEqual(['三年级1班-Unit 1 作业.xlsx blob:12']));
    await userEvent.click(await screen.findByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe('三年级1班-Unit 1 作业.csv blob:12');
    expect(requests).toEqual([
      { format: 'xlsx', authorization: 'Bearer test-access-token' },
      { format: 'csv', authorization: 'Bearer test-access-token' },
    ]);
  });

  it('a failed export saves nothing and says so', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    resultsServer(() => results);
    server.use(http.get(api(ResultsPaths.export('hw-1')), () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const { toasts } = renderConsolePart(<HomeworkResults homeworkId="hw-1" onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(toasts).toEqual(['导出失败，请重试']));
    expect(saved).toEqual([]);
    expect(warned).toHaveBeenCalledOnce();
  });
});
