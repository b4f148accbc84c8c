// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Group } from './grouping';
import { storedFileRef } from '@core/registry/task-service-refs';
import { provide, TaskServices, TaskServicesContext } from '@core/registry/task-services';
import CollaborativePanel from './Panel';
import { collaborativeDefinition, type CollaborativeLearning } from './definition';

afterEach(cleanup);
const task: CollaborativeLearning = {
  assignments: [{ identifier: 'a1', name: 'Pets', roles: [{ identifier: 'r1', name: '记录员', answerTypes: [1] }, { identifier: 'r2', name: '投票员', answerTypes: [2], options: [{ key: 'A', text: 'a dog' }] }] }],
};
const groups: Group[] = [
  { identifier: 'g1', name: '第 1 组', ownerId: 'u1', locked: true, source: 'SOURCE_TEACHER', assignmentIdentifier: 'a1', students: { u1: { userId: 'u1', name: '小明', roleIdentifiers: ['r1'] }, u2: { userId: 'u2', name: '小红', roleIdentifiers: ['r2'] } } },
  { identifier: 'g2', name: '小刚的小组', ownerId: 'u3', locked: false, source: 'SOURCE_STUDENT_SELF_ORGANIZE', students: { u3: { userId: 'u3', name: '小刚', roleIdentifiers: [] } } },
];
const results = [{ studentId: 'u2', name: '小红', result: { interactiveTaskResult: { collaborativeResult: { assignmentIdentifier: 'a1', roleIdentifier: 'r2', choice: 'A' } } } }];

describe('the collaborative learning panel', () => {
  it('shows every group with its task, members, roles and answers', () => {
    render(<CollaborativePanel task={task} results={results} groups={groups} />);
    const first = screen.getByRole('region', { name: '第 1 组' });
    expect(within(first).getByText('老师分组')).toBeTruthy();
    expect(first.textContent).toContain('1/2 人已作答');
    expect(first.textContent).toContain('小红 · 投票员：a dog');
    expect(first.textContent).toContain('小明（组长） · 记录员：未作答');
    expect(screen.getByRole('region', { name: '小刚的小组' }).textContent).toContain('正在分组');
  });

  it('shows a recorded answer’s score and plays it, fetched with the teacher’s token (issue 32)', async () => {
    const reading: CollaborativeLearning = { assignments: [{ identifier: 'a1', name: 'Pets', roles: [{ identifier: 'r3', name: '朗读员', answerTypes: [3], refText: 'I like my cat.' }] }] };
    const readers: Group[] = [{ ...groups[0]!, students: { u1: { userId: 'u1', name: '小明', roleIdentifiers: ['r3'] } } }];
    const recorded = [{ studentId: 'u1', name: '小明', result: { interactiveTaskResult: { collaborativeResult: { assignmentIdentifier: 'a1', roleIdentifier: 'r3', recording: { url: '/uploads/voice/7.wav', score: 88 } } } } }];
    const fetched: string[] = [];
    const loadImage = (url: string) => {
      fetched.push(url);
      return Promise.resolve('blob:voice-7');
    };
    render(
      <TaskServicesContext value={TaskServices.of(provide(storedFileRef, loadImage))}>
        <CollaborativePanel task={reading} results={recorded} groups={readers} />
      </TaskServicesContext>,
    );
    const group = screen.getByRole('region', { name: '第 1 组' });
    expect(group.textContent).toContain('小明（组长） · 朗读员：录音得分 88');
    expect(group.textContent).toContain('1/1 人已作答');
    await userEvent.click(within(group).getByRole('button', { name: '播放录音：小明的录音' }));
    expect(fetched).toEqual(['/uploads/voice/7.wav']);
    expect((await within(group).findByLabelText('小明的录音')).getAttribute('src')).toBe('blob:voice-7');
  });

  it('shows an answer only under the role it answers (after a regrouping dealt another role)', () => {
    const regrouped: Group[] = [{ ...groups[0]!, students: { u2: { userId: 'u2', name: '小红', roleIdentifiers: ['r1'] } } }];
    render(<CollaborativePanel task={task} results={results} groups={regrouped} />);
    const group = screen.getByRole('region', { name: '第 1 组' });
    expect(group.textContent).toContain('小红 · 记录员：未作答');
    expect(group.textContent).toContain('0/1 人已作答');
  });

  it('shows no names on the projector', () => {
    render(<CollaborativePanel task={task} results={results} groups={groups} projector />);
    expect(screen.getByRole('region', { name: '第 1 组' }).textContent).toContain('1/2 人已作答');
    expect(screen.queryByText(/小红|小明/)).toBeNull();
  });
});

const answer = (answerFields: Record<string, unknown>) => collaborativeDefinition.resultSchema.parse({ interactiveTaskResult: { collaborativeResult: { assignmentIdentifier: 'a1', roleIdentifier: 'r2', ...answerFields } } });

describe('the collaborative definition', () => {
  it('checks an answer against its task and role', () => {
    expect(collaborativeDefinition.checkResult?.(task, answer({ choice: 'A' }))).toBeUndefined();
    expect(collaborativeDefinition.checkResult?.(task, answer({ choice: 'Z' }))).toBe('没有这个选项："Z"');
    expect(collaborativeDefinition.checkResult?.(task, answer({ text: 'hi' }))).toBe('这个角色不用文字作答');
    expect(() => answer({})).toThrow(/请用文字、选项或录音作答/);
  });
});
