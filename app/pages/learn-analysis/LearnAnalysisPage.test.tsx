// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, renderApp, signedInHandlers, useMswServer } from '../../../tests/helpers/app-harness';
import { formatDay } from '../report/format';
import { analysis, gate, LIST_URL, listPages, notebook, summary } from '../report/test-data';

const server = useMswServer();
// The route loads the page lazily; loading it once up front keeps the first test's wait short.
beforeAll(() => import('./LearnAnalysisPage'));

const ALLOWED = { permissions: ['afterschool_report_student'] };
const ANALYSIS_URL = api('/api/v1/chronus/analysis/exercise/:id');
const review = summary('shw-review', { title: 'M1U1 单元复习', report: { accuracy: 60 }, updatedAtSec: 1_700_100_000, errorNotebook: notebook('shw-review', 4, 1) });
const reading = summary('shw-read', { title: 'M1U1 朗读与拼写', report: { accuracy: 100 }, updatedAtSec: 1_700_000_000 });
const figuresOf: Record<string, ReturnType<typeof analysis>> = {
  'shw-review': analysis('shw-review', {
    title: 'M1U1 单元复习',
    byType: [{ type: 68, total: 5, correct: 3 }, { type: 30, total: 5, correct: 3 }],
    weakWords: [{ word: 'afternoon', score: 45 }],
  }),
  'shw-read': analysis('shw-read', { title: 'M1U1 朗读与拼写', accuracy: 100, answeredCount: 6, activityCount: 6, timeSpentSec: 45, byType: [{ type: 11, total: 3, correct: 3 }, { type: 33, total: 3, correct: 3 }] }),
};
const analysisHandler = http.get(ANALYSIS_URL, ({ params }) => HttpResponse.json(figuresOf[String(params.id)]));
const picker = () => screen.getByRole('combobox', { name: '选择作业' }) as HTMLSelectElement;

describe('learning analysis', () => {
  it('shows the newest finished homework: accuracy, answered/total, time, type bars, weak words, report and revise links', async () => {
    server.use(...signedInHandlers(ALLOWED), listPages([[summary('shw-new', { status: 1, report: undefined }), review, reading]]), analysisHandler);
    renderApp('/learn-analysis', { signedIn: true });
    expect(await screen.findByRole('heading', { name: '学习分析' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: '正确率 60%' })).toBeTruthy();
    expect([...picker().options].map((o) => o.textContent)).toEqual([`M1U1 单元复习（${formatDay(1_700_100_000)}）`, `M1U1 朗读与拼写（${formatDay(1_700_000_000)}）`]);
    expect(picker().value).toBe('shw-review');
    expect(screen.getByText('表现不错')).toBeTruthy();
    expect(screen.getByText('10/10 题')).toBeTruthy();
    expect(screen.getByText('3分20秒')).toBeTruthy();
    expect(screen.getByRole('img', { name: '各题型答对情况：文字选择 3/5 题答对，补全句子 3/5 题答对' })).toBeTruthy();
    const words = screen.getByRole('heading', { name: '需要多练的单词' }).closest('section')!;
    expect(within(words).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['afternoon45分']);
    expect(screen.getByRole('link', { name: '查看报告' }).getAttribute('href')).toBe('/class-report-list/shw-review?homework=shw-review');
    expect(screen.getByRole('link', { name: '去订正（3）' }).getAttribute('href')).toBe('/pt?homework=shw-review&type=homework&revisal=true');
  });

  it('shows another homework when the student picks it', async () => {
    server.use(...signedInHandlers(ALLOWED), listPages([[review, reading]]), analysisHandler);
    renderApp('/learn-analysis', { signedIn: true });
    await screen.findByRole('img', { name: '正确率 60%' });
    await userEvent.selectOptions(picker(), 'shw-read');
    expect(await screen.findByRole('img', { name: '正确率 100%' })).toBeTruthy();
    expect(screen.getByText('完美无敌')).toBeTruthy();
    expect(screen.getByText('6/6 题')).toBeTruthy();
    expect(screen.getByText('45秒')).toBeTruthy();
    expect(screen.getByRole('img', { name: '各题型答对情况：朗读 3/3 题答对，拼写 3/3 题答对' })).toBeTruthy();
    expect(screen.getByText('朗读的单词都过关啦，继续保持！')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /去订正/ })).toBeNull();
    expect(screen.getByRole('link', { name: '查看报告' }).getAttribute('href')).toBe('/class-report-list/shw-read?homework=shw-read');
  });

  it('loads earlier homework into the picker', async () => {
    server.use(...signedInHandlers(ALLOWED), listPages([[review], [reading]]), analysisHandler);
    renderApp('/learn-analysis', { signedIn: true });
    await screen.findByRole('img', { name: '正确率 60%' });
    expect(picker().options).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '加载更早的作业' }));
    expect(await screen.findByRole('option', { name: `M1U1 朗读与拼写（${formatDay(1_700_000_000)}）` })).toBeTruthy();
    expect(picker().value).toBe('shw-review');
    expect(screen.queryByRole('button', { name: '加载更早的作业' })).toBeNull();
  });

  it('shows spinners while the list and the analysis load', async () => {
    const list = gate();
    const figures = gate();
    server.use(
      ...signedInHandlers(ALLOWED),
      http.get(LIST_URL, async () => {
        await list.opened;
        return HttpResponse.json({ homeworks: [review], marker: null });
      }),
      http.get(ANALYSIS_URL, async () => {
        await figures.opened;
        return HttpResponse.json(figuresOf['shw-review']);
      }),
    );
    renderApp('/learn-analysis', { signedIn: true });
    await screen.findByRole('heading', { name: '学习分析' });
    expect(screen.getByRole('progressbar', { name: '加载中…' })).toBeTruthy();
    list.open();
    await screen.findByRole('combobox', { name: '选择作业' });
    expect(screen.getByRole('progressbar', { name: '加载中…' })).toBeTruthy();
    figures.open();
    expect(await screen.findByRole('img', { name: '正确率 60%' })).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: '加载中…' })).toBeNull();
  });

  it('says so when nothing is finished yet', async () => {
    server.use(...signedInHandlers(ALLOWED), listPages([[summary('shw-new', { status: 1, report: undefined })]]));
    renderApp('/learn-analysis', { signedIn: true });
    expect(await screen.findByText('还没有完成的作业')).toBeTruthy();
    expect(screen.getByText('完成作业后，就能在这里看到学习分析啦')).toBeTruthy();
  });

  it('offers a refresh when the list fails', async () => {
    let calls = 0;
    server.use(
      ...signedInHandlers(ALLOWED),
      http.get(LIST_URL, () => (++calls === 1 ? HttpResponse.error() : HttpResponse.json({ homeworks: [review], marker: null }))),
      analysisHandler,
    );
    renderApp('/learn-analysis', { signedIn: true });
    expect(await screen.findByText('网络开小差了，请刷新重试')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(await screen.findByRole('img', { name: '正确率 60%' })).toBeTruthy();
  });

  it('offers a refresh when the analysis fails, keeping the picker', async () => {
    let calls = 0;
    server.use(
      ...signedInHandlers(ALLOWED),
      listPages([[review]]),
      http.get(ANALYSIS_URL, () => (++calls === 1 ? HttpResponse.error() : HttpResponse.json(figuresOf['shw-review']))),
    );
    renderApp('/learn-analysis', { signedIn: true });
    expect(await screen.findByText('网络开小差了，请刷新重试')).toBeTruthy();
    expect(picker().value).toBe('shw-review');
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(await screen.findByRole('img', { name: '正确率 60%' })).toBeTruthy();
  });

  it('without afterschool_report_student says the analysis is not open', async () => {
    server.use(...signedInHandlers());
    renderApp('/learn-analysis', { signedIn: true });
    expect(await screen.findByText('学习分析暂未开通')).toBeTruthy();
    expect(screen.getByText('请联系你的老师开通后再来')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
