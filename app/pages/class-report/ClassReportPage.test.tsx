// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, renderApp, signedInHandlers, useMswServer } from '../../../tests/helpers/app-harness';
import { analysis, listPages, notebook, summary, gate } from '../report/test-data';

/** Home's class-report icon opens the class reports (class_report_student). */
const REPORTER = ['class_report_student'];
const server = useMswServer();
// The route loads the page lazily; loading it once up front keeps the first test's wait short.
beforeAll(() => import('./ClassReportPage'));
const HOMEWORK_URL = api('/api/v1/chronus/student/homework/shw-1');
const ANALYSIS_URL = api('/api/v1/chronus/analysis/exercise/shw-1');
const PATH = '/class-report-list/shw-1?homework=shw-1';

function reportHandlers(homework: Parameters<typeof summary>[1] = {}, figures: Parameters<typeof analysis>[1] = {}) {
  return [
    http.get(HOMEWORK_URL, () =>
      HttpResponse.json({
        homework: {
          ...summary('shw-1', { title: 'M1U1 单元复习', report: { accuracy: 60 }, spokenComments: [{ spokenComment: '多听多读，大声跟读录音，下次会更好！' }], errorNotebook: notebook('shw-1', 4, 1), ...homework }),
          episodeActivities: [],
          answers: [],
        },
      }),
    ),
    http.get(ANALYSIS_URL, () => HttpResponse.json(analysis('shw-1', { title: 'M1U1 单元复习', ...figures }))),
  ];
}

const section = (name: string) => screen.getByRole('heading', { name }).closest('section')!;

describe('one report', () => {
  it('shows title, accuracy ring and evaluation, answered/total, time, bars, weak words, comments and the error notebook', async () => {
    server.use(
      ...signedInHandlers({ permissions: REPORTER }),
      ...reportHandlers({}, { byType: [{ type: 11, total: 4, correct: 1 }, { type: 33, total: 2, correct: 2 }, { type: 99, total: 1, correct: 0 }], weakWords: [{ word: 'morning', score: 41 }, { word: 'Alice', score: 52 }] }),
    );
    renderApp(PATH, { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'M1U1 单元复习' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '作业报告' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '正确率 60%' })).toBeTruthy();
    expect(screen.getByText('表现不错')).toBeTruthy();
    expect(screen.getByText('10/10 题')).toBeTruthy();
    expect(screen.getByText('3分20秒')).toBeTruthy();
    expect(screen.getByRole('img', { name: '各题型答对情况：朗读 1/4 题答对，拼写 2/2 题答对，其他题型 0/1 题答对' })).toBeTruthy();
    const words = within(section('需要多练的单词')).getAllByRole('listitem');
    expect(words.map((w) => w.textContent)).toEqual(['morning41分', 'Alice52分']);
    expect(within(section('老师点评')).getByText('多听多读，大声跟读录音，下次会更好！')).toBeTruthy();
    const errors = section('错题订正');
    expect(within(errors).getByRole('progressbar', { name: '订正进度' }).getAttribute('aria-valuetext')).toBe('已订正 1/4 道');
    expect([...errors.querySelectorAll('dt')].map((dt) => `${dt.textContent}${dt.nextElementSibling?.textContent}`)).toEqual(['错题4', '已订正1', '待订正3']);
    expect(within(errors).getByRole('link', { name: '去订正' }).getAttribute('href')).toBe('/pt?homework=shw-1&type=homework&revisal=true');
    expect(screen.queryByText('这份作业还没有完成')).toBeNull();
  });

  it('a fully revised notebook has no 去订正; no errors means no notebook; no spoken types means no weak-word block', async () => {
    server.use(...signedInHandlers({ permissions: REPORTER }), ...reportHandlers({ errorNotebook: notebook('shw-1', 2, 2) }, { weakWords: [] }));
    const app = renderApp(PATH, { signedIn: true });
    await screen.findByRole('heading', { name: 'M1U1 单元复习' });
    expect(within(section('错题订正')).getByText('错题都订正完啦')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '去订正' })).toBeNull();
    // byType of the default analysis: 文字选择 and 补全句子 (spoken): the block says all words passed.
    expect(within(section('需要多练的单词')).getByText('朗读的单词都过关啦，继续保持！')).toBeTruthy();
    app.unmount();

    server.use(...reportHandlers({ errorNotebook: notebook('shw-1', 0, 0) }, { byType: [{ type: 68, total: 5, correct: 5 }], accuracy: 100 }));
    renderApp(PATH, { signedIn: true });
    expect(await screen.findByText('完美无敌')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '错题订正' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '需要多练的单词' })).toBeNull();
  });

  it('an unfinished homework says so and offers to continue it', async () => {
    server.use(...signedInHandlers({ permissions: REPORTER }), ...reportHandlers({ status: 1 }, { answeredCount: 3, accuracy: 30 }));
    renderApp(PATH, { signedIn: true });
    expect(await screen.findByText('这份作业还没有完成')).toBeTruthy();
    expect(screen.getByText('3/10 题')).toBeTruthy();
    expect(screen.getByText('继续加油')).toBeTruthy();
    expect(screen.getByRole('link', { name: '继续作业' }).getAttribute('href')).toBe('/pt?homework=shw-1&type=homework');
  });

  it('uses the title, period title and revisal of the route state; back goes to /homework after the player', async () => {
    server.use(...signedInHandlers({ permissions: REPORTER }), ...reportHandlers(), listPages([[]]), http.get(api('/api/v1/chronus/student/adaptive-assignments'), () => HttpResponse.json({ list: [], marker: null })));
    const app = renderApp('/', { signedIn: true });
    await screen.findByRole('heading', { name: '小明' });
    await act(() => app.router.navigate(PATH, { state: { type: 'homework', title: '第一单元 作业', periodTitle: '第一课时', from: 'pt', revisal: true } }));
    expect(await screen.findByRole('heading', { name: '第一单元 作业' })).toBeTruthy();
    expect(screen.getByText('第一课时')).toBeTruthy();
    expect(screen.getByText('订正后')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(app.location()).toBe('/homework'));
  });

  it('shows a spinner while loading', async () => {
    const answer = gate();
    const [homework] = reportHandlers();
    server.use(...signedInHandlers({ permissions: REPORTER }), homework!, http.get(ANALYSIS_URL, async () => {
      await answer.opened;
      return HttpResponse.json(analysis('shw-1'));
    }));
    renderApp(PATH, { signedIn: true });
    await screen.findByRole('heading', { name: '作业报告' });
    expect(screen.getByRole('progressbar', { name: '加载中…' })).toBeTruthy();
    answer.open();
    expect(await screen.findByText('表现不错')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: '加载中…' })).toBeNull();
  });

  it('a report that does not exist says so', async () => {
    server.use(
      ...signedInHandlers({ permissions: REPORTER }),
      http.get(HOMEWORK_URL, () => HttpResponse.json({ errorCode: 5, message: 'homework not found' }, { status: 404 })),
      http.get(ANALYSIS_URL, () => HttpResponse.json({ errorCode: 5, message: 'homework not found' }, { status: 404 })),
    );
    renderApp(PATH, { signedIn: true });
    expect(await screen.findByText('没有找到这份报告')).toBeTruthy();
    expect(screen.getByText('它可能已被老师删除，请返回作业列表看看')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '刷新' })).toBeNull();
  });

  it('offers a refresh after a network failure', async () => {
    let calls = 0;
    const [homework] = reportHandlers();
    server.use(...signedInHandlers({ permissions: REPORTER }), homework!, http.get(ANALYSIS_URL, () => (++calls === 1 ? HttpResponse.error() : HttpResponse.json(analysis('shw-1', { title: 'M1U1 单元复习' })))));
    renderApp(PATH, { signedIn: true });
    expect(await screen.findByText('网络开小差了，请刷新重试')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(await screen.findByRole('heading', { name: 'M1U1 单元复习' })).toBeTruthy();
  });

  it('without either class-report permission, one report typed by address says the class reports are not open', async () => {
    server.use(...signedInHandlers(), ...reportHandlers());
    renderApp('/class-report-list/shw-1?homework=shw-1', { signedIn: true });
    expect(await screen.findByText('班级报告暂未开通')).toBeTruthy();
  });
});
