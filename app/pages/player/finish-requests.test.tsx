// @vitest-environment jsdom
/**
 * What one homework finish asks the server (issue 33, item 6): the player has loaded the whole homework
 * to play it, so the page after the finish (the result page, or the class report) does not load it again,
 * and the report session carries no answers the server already holds.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fruitColour } from '@plugins/activities/multi-choice-text/fixtures';
import { api, renderApp, servedHomework, signedInHandlers, useMswServer } from '../../../tests/helpers/app-harness';
import { analysis, notebook } from '../report/test-data';

const server = useMswServer();
const slow = { timeout: 5000 };
const PT = '/pt?homework=shw-1&type=homework';

/** The server of one homework: counts the GETs of the whole homework and keeps the report sessions' bodies. */
function homeworkServer() {
  const seen = { homeworkGets: 0, reportSessions: [] as Record<string, unknown>[] };
  server.use(
    http.get(api('/api/v1/chronus/student/homework/shw-1'), () => {
      seen.homeworkGets += 1;
      return HttpResponse.json(servedHomework([fruitColour], { answers: [{ activityId: 'old-1', answer: 'kept on the server' }] }));
    }),
    http.post(api('/api/v1/chronus/student/homework/shw-1'), () =>
      HttpResponse.json({ homework: { id: 'shw-1', status: 2, report: { accuracy: 100 }, spokenComments: [{ spokenComment: '好' }], answeredCount: 1, activityCount: 1, errorNotebook: notebook('shw-1', 2, 0) } }),
    ),
    http.post(api('/api/v1/chronus/student/report_session'), async ({ request }) => {
      seen.reportSessions.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ id: 'report-1', report: { accuracy: 100 } });
    }),
    http.get(api('/api/v1/chronus/analysis/exercise/shw-1'), () => HttpResponse.json(analysis('shw-1', { title: 'M1U1 练习' }))),
  );
  return seen;
}

async function answerAndFinish() {
  await userEvent.click(await screen.findByRole('radio', { name: /Yellow/ }, slow));
  await userEvent.click(screen.getByRole('button', { name: '继续' }));
  await userEvent.click(await screen.findByRole('button', { name: '完成练习' }));
}

describe('/pt: one homework finish', () => {
  it('loads the homework once on the way to the result page, and the report session carries no stored answers', async () => {
    const seen = homeworkServer();
    server.use(...signedInHandlers());
    const app = renderApp(PT, { signedIn: true });
    await answerAndFinish();
    await waitFor(() => expect(app.location()).toBe('/report?homework=shw-1&type=homework&accuracy=100'));
    expect(await screen.findByRole('heading', { name: 'M1U1 练习' }, slow)).toBeTruthy();
    expect(seen.homeworkGets).toBe(1);
    expect(screen.getByText('好')).toBeTruthy();
    expect(seen.reportSessions).toHaveLength(1);
    expect(seen.reportSessions[0]).not.toHaveProperty('oldAnswers');
    expect(seen.reportSessions[0]).not.toHaveProperty('followAnswers');
  }, 15_000);

  it('loads the homework once on the way to the class report (afterschool_report_student)', async () => {
    const seen = homeworkServer();
    server.use(...signedInHandlers({ permissions: ['afterschool_report_student'] }));
    const app = renderApp(PT, { signedIn: true });
    await answerAndFinish();
    await waitFor(() => expect(app.location()).toBe('/class-report-list/shw-1?homework=shw-1'));
    expect(await screen.findByRole('heading', { name: '老师点评' }, slow)).toBeTruthy();
    // The error notebook is the submission's: 去订正 is offered without loading the homework again.
    expect(screen.getByRole('link', { name: '去订正' })).toBeTruthy();
    expect(seen.homeworkGets).toBe(1);
  }, 15_000);
});
