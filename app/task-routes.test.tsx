// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { taskRegistry } from '@plugins/tasks';
import { renderApp, signedInHandlers, useMswServer } from '../tests/helpers/app-harness';

const server = useMswServer();

describe('the classroom task routes come from the task registry', () => {
  it('holds every task route of spec 02 §2, each from its kind', () => {
    // Kinds added later bring routes of their own; these must stay.
    expect(taskRegistry.routes().map((r) => `${r.kind} ${r.path}`)).toEqual(expect.arrayContaining([
      'reading /reading-task',
      'reading /reading-task-report',
      'vote /vote-task',
      'resource-pack /resource-pack',
      'resource-pack /resource-pack-after',
      'drag-drop /drag-drop',
      'optional /optional-task',
      'collaborative /self-grouping',
      'collaborative /collaborative-learning',
    ]));
  });

  it('gives every task route a screen, or a page of its own', () => {
    expect(taskRegistry.routes().filter((r) => !r.loadView && !r.loadPage).map((r) => r.path)).toEqual([]);
  });

  // The routes of the spec that are no part of this app's issues yet (the GPT tasks) say so plainly.
  it.each(['/gpt-task', '/gpt-task/report'])('%s says plainly it is not open yet', async (path) => {
    server.use(...signedInHandlers());
    const app = renderApp(path, { signedIn: true });
    expect(await screen.findByRole('heading', { name: '即将开放' })).toBeTruthy();
    expect(screen.getByText('这个功能正在建设中，敬请期待')).toBeTruthy();
    expect(screen.queryByText(path)).toBeNull();
    expect(app.location()).toBe(path);
    expect(screen.getByRole('button', { name: '返回上一页' })).toBeTruthy();
  });
});
