// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp, signedInHandlers, twoClassSchools, useMswServer } from '../../../tests/helpers/app-harness';

const server = useMswServer();

describe('home', () => {
  it('shows the header and the two always-present cards to a student without permissions', async () => {
    server.use(...signedInHandlers());
    renderApp('/', { signedIn: true });
    expect(await screen.findByRole('heading', { name: '小明' })).toBeTruthy();
    expect(screen.getByText('阳光小学 三年级 (1)班')).toBeTruthy();
    const cards = screen.getByRole('navigation', { name: '功能入口' });
    expect(within(cards).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/exercise', '/homework']);
    expect(screen.queryByRole('link', { name: '单词本' })).toBeNull();
    expect(await screen.findByText('老师还没有布置课堂作业, 先专心听讲吧!')).toBeTruthy();
  });
});
