// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserType } from '@core/domain';
import { renderApp, signedInHandlers, useMswServer } from '../../../tests/helpers/app-harness';

const server = useMswServer();

describe('a teacher in the student app (issue 19, item 9)', () => {
  it.each(['/', '/homework', '/class-report-list', '/pt?homework=shw-1&type=homework'])('%s shows where teachers work instead of a student page', async (path) => {
    server.use(...signedInHandlers({ user: { userType: UserType.TEACHER }, permissions: ['afterschool_report_student'] }));
    renderApp(path, { signedIn: true });
    expect(await screen.findByRole('heading', { name: '老师您好' })).toBeTruthy();
    expect(screen.getByText(/请使用教师控制台/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
  });

  it('a student still gets the student pages', async () => {
    server.use(...signedInHandlers({ user: { userType: UserType.STUDENT } }));
    renderApp('/', { signedIn: true });
    expect(await screen.findByText('课后同步练习与智能作业', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '老师您好' })).toBeNull();
  });
});
