// @vitest-environment jsdom
/**
 * Answers kept on the phone from an earlier visit (offline then) go out as soon as the student is known
 * again, without waiting for the connection to change (RequireAuth; issue 18 loads the sync module only
 * then, or when the connection comes back: PlayerPage.test.tsx, "answers are never lost").
 */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp, signedInHandlers, useMswServer } from '../../tests/helpers/app-harness';

const server = useMswServer();

const keptSubmission = {
  id: 'kept-1',
  kind: 'homework',
  payload: {
    homeworkId: 'shw-1',
    body: {
      answers: [{ activityId: 'a1', timestampUsec: '1700000000000000', durationSec: 3, episode_id: 'e1', episode_type: 1, spelling: { correct: true, answer: [{ text: 'cat', correct: true }] } }],
      unitId: 'unit-m1u1',
    },
  },
  createdAt: 1,
  attempts: 1,
  userId: 'user-1',
};

describe('answers kept from an earlier visit', () => {
  it("go out once the student is known, under the kept Idempotency-Key, with '已自动提交1份之前保存的答案'", async () => {
    const sent: { key: string | null; body: unknown }[] = [];
    server.use(
      http.post(api('/api/v1/chronus/student/homework/shw-1'), async ({ request }) => {
        sent.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
        return HttpResponse.json({ homework: { id: 'shw-1', status: 2, report: { accuracy: 100 }, spokenComments: [], answeredCount: 1, activityCount: 1 } });
      }),
      ...signedInHandlers(),
    );
    const app = renderApp('/', { signedIn: true, stored: { pendingSubmissions: [keptSubmission] } });
    await waitFor(() => expect(sent).toEqual([{ key: 'kept-1', body: keptSubmission.payload.body }]));
    await waitFor(() => expect(app.toasts).toContain('已自动提交1份之前保存的答案'));
    expect(app.storage.get('pendingSubmissions')).toBeUndefined();
  });
});
