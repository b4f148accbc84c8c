// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, useMswServer } from '../tests/helpers/app-harness';
import { preloadPageOf } from './routes';

useMswServer();

describe('pages whose module came early (issue 18)', () => {
  it('a preloaded page shows at the first render, without a spinner in between', async () => {
    await preloadPageOf({ pathname: '/login', search: '' });
    renderApp('/login');
    // getBy, not findBy: the form is there at once. Through React.lazy alone the spinner shows first,
    // and React holds the page back for up to 300 ms after its module arrives.
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a page not loaded yet shows the spinner until its module comes', async () => {
    renderApp('/proto');
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });
});
