// @vitest-environment jsdom
/** 新建投票 (issue 36, item 3): a two-to-four option vote typed and started in one step, the live view following it. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp, useMswServer } from '../../../tests/helpers/app-harness';
import { renderConsolePart } from '../../../tests/helpers/console-part';
import { TEACHER, classes, teacher } from '../../../tests/helpers/teacher-console';
import { QuickVote } from './QuickVote';

const server = useMswServer();
const CLASS_TASKS = `${TEACHER}/classes/class-3-1/tasks`;

/** The class's start call, recording each body; `running` is the task the class runs now, if any. */
function classServer(options: { running?: string; refuse?: boolean } = {}) {
  const started: unknown[] = [];
  const running = options.running ? [{ groupTaskId: 'gt-old', title: options.running, taskType: 2, kind: 'vote', startedAtSec: 1, endedAtSec: null }] : [];
  server.use(
    http.get(api(CLASS_TASKS), () => HttpResponse.json({ tasks: running })),
    http.post(api(CLASS_TASKS), async ({ request }) => {
      started.push(await request.json());
      if (options.refuse) return HttpResponse.json({ message: 'interactiveTask.voteTask.options: too few' }, { status: 400 });
      return HttpResponse.json({ groupTaskId: 'gt-vote', classId: 'class-3-1', title: 'Which fruit?', taskType: 2, startedAtSec: 2, endedTaskIds: [] });
    }),
  );
  return started;
}

function renderQuickVote() {
  const started: string[] = [];
  const view = renderConsolePart(<QuickVote classId="class-3-1" onStarted={(id) => started.push(id)} />);
  return { ...view, started };
}

const form = () => screen.getByRole('form', { name: '新建投票' });
const field = (name: string) => within(form()).getByRole('textbox', { name });
/** The problem a screen reader reads with the field (its aria-describedby), or undefined. */
function problemOf(input: HTMLElement): string | undefined {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? undefined) : undefined;
}

describe('新建投票', () => {
  it('from the console: the question, Enter to each option, one more option, 多选, Enter in the last starts it; the live view shows it', async () => {
    const started = classServer();
    server.use(
      http.get(api(`${TEACHER}/classes`), () => HttpResponse.json({ classes })),
      http.get(api(`${TEACHER}/task-library`), () => HttpResponse.json({ tasks: [] })),
      http.get(api(`${TEACHER}/tasks/gt-vote/live`), () => HttpResponse.json({ groupTaskId: 'gt-vote', classId: 'class-3-1', title: 'Which fruit?', taskType: 2, kind: 'vote', running: true, studentCount: 3, joined: [], submitted: [], missing: [], results: [] })),
      ...teacher(),
    );
    renderApp('/', { signedIn: true });
    const open = await screen.findByRole('button', { name: '新建投票' }, { timeout: 10_000 });
    await userEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(field('题目'));
    await userEvent.keyboard('Which fruit?{Enter}');
    expect(document.activeElement).toBe(field('选项 A'));
    await userEvent.keyboard('Apple{Enter}');
    expect(document.activeElement).toBe(field('选项 B'));
    await userEvent.keyboard('Pear');
    await userEvent.click(within(form()).getByRole('button', { name: '添加选项' }));
    expect(document.activeElement).toBe(field('选项 C'));
    await userEvent.keyboard('Plum');
    await userEvent.click(within(form()).getByRole('radio', { name: '多选' }));
    await userEvent.click(field('选项 C'));
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Which fruit?' })).toBeTruthy();
    expect(started).toEqual([
      {
        task: {
          title: 'Which fruit?',
          taskType: 2,
          interactiveTask: { voteTask: { title: 'Which fruit?', selectType: 2, records: [], options: [{ key: 'A', text: 'Apple' }, { key: 'B', text: 'Pear' }, { key: 'C', text: 'Plum' }] } },
        },
      },
    ]);
    expect(screen.queryByRole('form', { name: '新建投票' })).toBeNull();
  }, 25_000);

  it('says at its field what is wrong (blank question, blank or repeated option) and starts nothing until it is right', async () => {
    const started = classServer();
    const { started: shown } = renderQuickVote();
    await userEvent.click(screen.getByRole('button', { name: '新建投票' }));
    await userEvent.click(within(form()).getByRole('button', { name: '开始' }));
    expect(problemOf(field('题目'))).toBe('题目不能为空');
    expect(field('题目').getAttribute('aria-invalid')).toBe('true');
    expect([problemOf(field('选项 A')), problemOf(field('选项 B'))]).toEqual(['选项不能为空', '选项不能为空']);
    expect(document.activeElement).toBe(field('题目'));

    await userEvent.type(field('题目'), 'Which fruit?');
    expect(problemOf(field('题目'))).toBeUndefined();
    expect(field('题目').getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(field('选项 A'), 'Apple');
    await userEvent.type(field('选项 B'), ' apple ');
    await userEvent.click(within(form()).getByRole('button', { name: '开始' }));
    expect([problemOf(field('选项 A')), problemOf(field('选项 B'))]).toEqual([undefined, '选项不能重复']);
    expect(document.activeElement).toBe(field('选项 B'));
    expect(started).toEqual([]);

    await userEvent.clear(field('选项 B'));
    await userEvent.type(field('选项 B'), 'Pear');
    expect(problemOf(field('选项 B'))).toBeUndefined();
    await userEvent.click(within(form()).getByRole('button', { name: '开始' }));
    await waitFor(() => expect(shown).toEqual(['gt-vote']));
    expect(started).toEqual([
      { task: { title: 'Which fruit?', taskType: 2, interactiveTask: { voteTask: { title: 'Which fruit?', selectType: 1, records: [], options: [{ key: 'A', text: 'Apple' }, { key: 'B', text: 'Pear' }] } } } },
    ]);
  }, 25_000);

  it('takes two to four options: none to remove at two, none to add at four; a removed option’s followers move up a letter', async () => {
    classServer();
    renderQuickVote();
    await userEvent.click(screen.getByRole('button', { name: '新建投票' }));
    expect(within(form()).queryByRole('button', { name: /删除选项/ })).toBeNull();
    const add = within(form()).getByRole('button', { name: '添加选项' });
    await userEvent.click(add);
    await userEvent.click(add);
    expect(within(form()).queryByRole('button', { name: '添加选项' })).toBeNull();
    for (const [key, text] of [['A', 'red'], ['B', 'green'], ['C', 'blue'], ['D', 'pink']]) await userEvent.type(field(`选项 ${key}`), text!);

    await userEvent.click(within(form()).getByRole('button', { name: '删除选项 B' }));
    expect(['A', 'B', 'C'].map((key) => (field(`选项 ${key}`) as HTMLInputElement).value)).toEqual(['red', 'blue', 'pink']);
    expect(within(form()).queryByRole('textbox', { name: '选项 D' })).toBeNull();
    expect(document.activeElement).toBe(field('选项 A'));
    expect(within(form()).getByRole('button', { name: '添加选项' })).toBeTruthy();
  }, 25_000);

  it('while a task runs, asks first: 取消 starts nothing and keeps the vote; 结束并开始 starts it', async () => {
    const started = classServer({ running: '早餐投票' });
    const { started: shown } = renderQuickVote();
    await userEvent.click(screen.getByRole('button', { name: '新建投票' }));
    await userEvent.keyboard('Which fruit?{Enter}Apple{Enter}Pear{Enter}');
    const question = await screen.findByRole('alertdialog', { name: '开始新任务会结束正在进行的任务' });
    expect(within(question).getByText(/「早餐投票」正在进行/)).toBeTruthy();
    await userEvent.click(within(question).getByRole('button', { name: '取消' }));
    expect(started).toEqual([]);
    expect((field('选项 B') as HTMLInputElement).value).toBe('Pear');

    await userEvent.click(within(form()).getByRole('button', { name: '开始' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '结束并开始' }));
    await waitFor(() => expect(shown).toEqual(['gt-vote']));
    expect(started).toHaveLength(1);
  }, 25_000);

  it('a refused start says so and keeps the vote to try again; 取消 closes it and the next one starts blank', async () => {
    const started = classServer({ refuse: true });
    const { toasts, started: shown } = renderQuickVote();
    const open = screen.getByRole('button', { name: '新建投票' });
    await userEvent.click(open);
    await userEvent.keyboard('Which fruit?{Enter}Apple{Enter}Pear{Enter}');
    await waitFor(() => expect(toasts).toContain('开始任务失败，请重试'));
    expect(started).toHaveLength(1);
    expect(shown).toEqual([]);
    expect((field('题目') as HTMLInputElement).value).toBe('Which fruit?');

    await userEvent.click(within(form()).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('form', { name: '新建投票' })).toBeNull();
    expect(document.activeElement).toBe(open);
    await userEvent.click(open);
    expect((field('题目') as HTMLInputElement).value).toBe('');
  }, 25_000);
});
