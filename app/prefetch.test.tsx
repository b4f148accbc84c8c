// @vitest-environment jsdom
/**
 * The first page's requests sent as the app starts (issue 18): the player's homework and its draft, or
 * the homework list's first pages, go out before the page's code is here, and the page takes those
 * responses instead of asking again.
 */
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ServedActivity, UserInfo } from '@core/domain';
import { createAppContainer } from '@app/services/container';
import { memoryStore } from '@app/services/local-storage';
import { ApiToken, resolveService, StorageToken } from '@core/services/tokens';
import { fruitColour } from '@plugins/activities/multi-choice-text/fixtures';
import { apple } from '@plugins/activities/spelling/fixtures';
import { API, api, renderApp, servedHomework, signedInHandlers, twoClassSchools, userInfo, useMswServer } from '../tests/helpers/app-harness';
import { prefetchPlayerSession } from './pages/player/prefetch';
import { startFirstPage } from './routes';

const server = useMswServer();
const TOKEN = 'test-access-token';
const PT = '/pt?homework=shw-1&type=homework';

/** The player's first requests, answered and counted by path (with the episodes' ids). */
function countedHomeworkHandlers(activities: ServedActivity[] = [fruitColour, apple]) {
  const requests: string[] = [];
  server.use(
    http.get(api('/api/v1/chronus/student/homework/shw-1'), () => (requests.push('homework'), HttpResponse.json(servedHomework(activities, { child: 'f1' })))),
    http.get(api('/api/v1/chronus/student/homework/shw-1/draft'), () => (requests.push('draft'), HttpResponse.json({ draft: null }))),
    http.get(api('/api/v1/chronus/episode'), ({ request }) => (requests.push(`episodes ${new URL(request.url).searchParams.get('episodeIds')}`), HttpResponse.json({ episodes: [{ episodeId: 'f1', episodeType: 2, activities: [apple] }] }))),
  );
  return requests;
}

/** A container as the app builds it, with a token and (unless `kept` is undefined) the session kept with it. */
function appContainer(kept?: { userType: 1 | 2; user?: Partial<UserInfo>; permissionCodes?: string[] }) {
  const container = createAppContainer({ config: { apiBase: API }, store: memoryStore() });
  const storage = resolveService(container, StorageToken);
  storage.set('token', TOKEN);
  if (kept) storage.set('session', { token: TOKEN, user: userInfo({ userType: kept.userType, ...kept.user }), permissionCodes: kept.permissionCodes ?? [] });
  return container;
}

describe('the player prefetch', () => {
  it('asks for the homework and its draft (the follow-ups are left to the player)', async () => {
    const requests = countedHomeworkHandlers();
    await prefetchPlayerSession(resolveService(appContainer(), ApiToken), new URLSearchParams('homework=shw-1&type=homework'));
    expect(requests.toSorted()).toEqual(['draft', 'homework']);
  });

  it('asks only for the homework when reviewing it, and nothing for an exercise or a query without a homework', async () => {
    const requests = countedHomeworkHandlers();
    const apiService = resolveService(appContainer(), ApiToken);
    await prefetchPlayerSession(apiService, new URLSearchParams('homework=shw-1&type=homework&readonly=true'));
    expect(requests).toEqual(['homework']);
    await prefetchPlayerSession(apiService, new URLSearchParams('type=exercise&groupId=class-3-1'));
    await prefetchPlayerSession(apiService, new URLSearchParams('type=homework'));
    expect(requests).toEqual(['homework']);
  });

  it('is sent by the app only for a student signed in on this device: not for a teacher, nor without a kept session', async () => {
    const requests = countedHomeworkHandlers();
    const address = { pathname: '/pt', search: '?homework=shw-1&type=homework' };
    await startFirstPage(address, appContainer());
    await startFirstPage(address, appContainer({ userType: 2 }));
    expect(requests).toEqual([]);
    await startFirstPage(address, appContainer({ userType: 1 }));
    expect(requests.toSorted()).toEqual(['draft', 'homework']);
  });

  it('leaves a failed homework to the player: nothing is thrown', async () => {
    const requests: string[] = [];
    server.use(http.get(api('/api/v1/chronus/student/homework/shw-1'), () => (requests.push('homework'), HttpResponse.json({ message: 'gone' }, { status: 404 }))), http.get(api('/api/v1/chronus/student/homework/shw-1/draft'), () => HttpResponse.json({ draft: null })));
    await expect(prefetchPlayerSession(resolveService(appContainer(), ApiToken), new URLSearchParams('homework=shw-1&type=homework'))).resolves.toBeUndefined();
    expect(requests).toEqual(['homework']);
  });
});

describe('/pt opened by a student signed in on this device', () => {
  it('shows the first question having asked the server for each thing once, and the follow-ups after it', async () => {
    server.use(...signedInHandlers());
    const requests = countedHomeworkHandlers();
    renderApp(PT, { signedIn: true, stored: { session: { token: TOKEN, user: userInfo(), permissionCodes: [] } }, startedAsTheApp: true });
    expect(await screen.findByRole('radio', { name: /Yellow/ }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(requests.toSorted()).toEqual(['draft', 'episodes f1', 'homework']));
  });

  it('does not hold the first question for the follow-up episodes, which are needed only at the end', async () => {
    server.use(...signedInHandlers());
    const requests = countedHomeworkHandlers();
    // The follow-ups never come.
    server.use(http.get(api('/api/v1/chronus/episode'), async () => (requests.push('episodes'), await delay('infinite'), HttpResponse.json({ episodes: [] }))));
    renderApp(PT, { signedIn: true, stored: { session: { token: TOKEN, user: userInfo(), permissionCodes: [] } }, startedAsTheApp: true });
    expect(await screen.findByRole('radio', { name: /Yellow/ }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(requests).toContain('episodes'));
  });
});

/** The list's first requests, counted: the class's first page (groupId|marker|pageSize) and the smart list. */
function countedListHandlers() {
  const requests: string[] = [];
  server.use(
    http.get(api('/api/v1/chronus/student/homework'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(`homework ${query.get('groupId')}|${query.get('marker')}|${query.get('pageSize')}`);
      return HttpResponse.json({ homeworks: [], marker: null });
    }),
    http.get(api('/api/v1/chronus/student/adaptive-assignments'), () => (requests.push('smart'), HttpResponse.json({ list: [], marker: null }))),
  );
  return requests;
}

describe('/homework opened by a student signed in on this device', () => {
  const withSmartTab = { userType: 1 as const, user: { schools: twoClassSchools }, permissionCodes: ['afterschool_report_student'] };

  it("asks as the app starts for the first page of the class the student last chose, and for the smart list when they have its tab", async () => {
    const requests = countedListHandlers();
    const container = appContainer(withSmartTab);
    resolveService(container, StorageToken).set('class', { userId: 'user-1', label: '三年级(2)班', groupId: 'class-3-2' });
    await startFirstPage({ pathname: '/homework', search: '' }, container);
    expect(requests.toSorted()).toEqual(['homework class-3-2|null|20', 'smart']);
    // Without the smart tab, only the class's page; with no class chosen yet, the school's first class.
    requests.length = 0;
    await startFirstPage({ pathname: '/homework', search: '' }, appContainer({ userType: 1 }));
    expect(requests).toEqual(['homework class-3-1|null|20']);
  });

  it('shows the list having asked the server for each page once', async () => {
    server.use(...signedInHandlers({ user: { schools: twoClassSchools }, permissions: ['afterschool_report_student'] }));
    const requests = countedListHandlers();
    renderApp('/homework', { signedIn: true, stored: { session: { token: TOKEN, user: userInfo({ schools: twoClassSchools }), permissionCodes: ['afterschool_report_student'] } }, startedAsTheApp: true });
    expect(await screen.findByRole('tab', { name: '智能作业' })).toBeTruthy();
    await screen.findByText('暂无任务');
    expect(requests.toSorted()).toEqual(['homework class-3-1|null|20', 'smart']);
  });
});
