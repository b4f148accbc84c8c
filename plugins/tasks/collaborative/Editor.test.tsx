// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { EditedTask } from '@core/registry/task-plugin';
import { definitionProblems, renderEditor } from '../../../tests/helpers/task-editor-host';
import { checkedTaskKind } from '../task-body';
import { collaborativeDefinition, type CollaborativeLearning } from './definition';
import { Editor, blank } from './Editor';
import { collaborativeTaskPlugin } from './index';

afterEach(cleanup);

/** The problems the console's host passes: the kind's definition's check of the draft. */
const problemsOf = (task: EditedTask) => definitionProblems(task, [collaborativeDefinition]);

/** The editor in a host like the console's; `part()` is the collaborative part as the last change left it. */
function renderHost(initial: EditedTask) {
  const { task } = renderEditor(Editor, initial, { definitions: [collaborativeDefinition] });
  return { part: () => (task().interactiveTask as { collaborativeLearning: CollaborativeLearning }).collaborativeLearning, task };
}

const fieldset = (name: string, inside: HTMLElement = document.body) => within(inside).getByRole('group', { name });
const group = (name: string) => within(fieldset(name));
/** A role's fieldset inside its assignment's, both numbered from 1. */
const roleIn = (assignment: number, role: number) => within(fieldset(`角色 ${role}`, fieldset(`任务 ${assignment}`)));
/** What describes a control: a list's problem, described to its 添加 button. */
const descriptionOf = (control: HTMLElement) => document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;
/** The problem a field shows: invalid, and described by the alert under it. */
const problemOf = (field: HTMLElement) => {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  return descriptionOf(field);
};

/**
 * axe-core's findings on the editor: not contrast (jsdom computes no colours; the browser's audit checks it)
 * nor landmarks (the console's page around the editor has them).
 */
async function violations() {
  const found = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return found.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const filled: EditedTask = {
  taskType: 5,
  interactiveTask: {
    collaborativeLearning: {
      groupMode: 2,
      assignments: [
        { identifier: 'a1', name: 'Our favourite pet', roles: [{ identifier: 'r1', name: '记录员', prompt: 'Write one sentence.', answerTypes: [1] }, { identifier: 'r2', name: '投票员', answerTypes: [2], options: [{ key: 'A', text: 'a dog' }, { key: 'B', text: 'a cat' }] }] },
        { identifier: 'a2', name: 'A class poster', roles: [{ identifier: 'r1', name: '朗读员', answerTypes: [3], refText: 'I like my cat.' }] },
      ],
    },
  },
};

describe('the collaborative editor', () => {
  it('is lazily the plugin\'s editor; its blank task is refused by the definition, a filled one passes', async () => {
    const module = await collaborativeTaskPlugin.loadEditor!();
    expect(module.Editor).toBe(Editor);
    expect(problemsOf(module.blank())).toEqual([{ path: 'collaborativeLearning.assignments[0].name', message: expect.any(String) }]);
    expect(checkedTaskKind(filled, [collaborativeDefinition])).toEqual({ kind: 'collaborative' });
  });

  it('shows a missing assignment name at its field, and nothing once it is written', async () => {
    const host = renderHost(blank());
    const name = group('任务 1').getByRole('textbox', { name: '小组任务名称' });
    expect(problemOf(name)).toBe(problemsOf(blank())[0]!.message);
    await userEvent.type(name, 'Our favourite pet');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(host.part()).toEqual({ groupMode: 2, assignments: [{ identifier: 'a1', name: 'Our favourite pet', roles: [{ identifier: 'r1', answerTypes: [1] }] }] });
    expect(problemsOf(host.task())).toEqual([]);
  });

  it('writes a role: its name and prompt, left out when emptied', async () => {
    const host = renderHost(filled);
    const role = roleIn(1, 1);
    await userEvent.clear(role.getByRole('textbox', { name: '角色名称' }));
    await userEvent.type(role.getByRole('textbox', { name: '角色要做的事' }), ' Then read it.');
    expect(host.part().assignments[0]!.roles[0]).toEqual({ identifier: 'r1', prompt: 'Write one sentence. Then read it.', answerTypes: [1] });
  });

  it('takes a choice with its options: an empty option is shown at its field, options are added and removed', async () => {
    const host = renderHost(filled);
    const role = roleIn(1, 1);
    await userEvent.click(role.getByRole('checkbox', { name: '选择' }));
    // Two empty options to fill: the first is what the check finds.
    const optionA = role.getByRole('textbox', { name: '选项 A' });
    expect(problemOf(optionA)).toMatch(/>=1 characters/);
    await userEvent.type(optionA, 'yes');
    expect(problemOf(role.getByRole('textbox', { name: '选项 B' }))).toMatch(/>=1 characters/);
    await userEvent.click(role.getByRole('button', { name: '添加选项' }));
    await userEvent.type(role.getByRole('textbox', { name: '选项 C' }), 'maybe');
    await userEvent.click(role.getByRole('button', { name: '删除选项 B' }));
    expect(host.part().assignments[0]!.roles[0]).toMatchObject({ answerTypes: [1, 2], options: [{ key: 'A', text: 'yes' }, { key: 'B', text: 'maybe' }] });
    expect(problemsOf(host.task())).toEqual([]);
    // Unticking the choice drops its options: nothing hidden is saved.
    await userEvent.click(role.getByRole('checkbox', { name: '选择' }));
    expect(host.part().assignments[0]!.roles[0]).not.toHaveProperty('options');
  });

  it("says at the role's options that a choice needs one, and at its answer types that it needs one", async () => {
    renderHost(filled);
    const role = roleIn(1, 2);
    await userEvent.click(role.getByRole('button', { name: '删除选项 B' }));
    await userEvent.click(role.getByRole('button', { name: '删除选项 A' }));
    expect(problemOf(role.getByRole('group', { name: '选项' }))).toBe('选择作答至少要有一个选项');
    expect(await violations()).toEqual([]);
    await userEvent.click(role.getByRole('checkbox', { name: '选择' }));
    expect(problemOf(role.getByRole('group', { name: '作答方式' }))).toBe('请至少选择一种作答方式');
    await userEvent.click(role.getByRole('checkbox', { name: '文字' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks a recording role for the text it reads aloud, at that field', async () => {
    const host = renderHost(filled);
    const reader = roleIn(2, 1);
    const refText = reader.getByRole('textbox', { name: '朗读内容（录音按它打分）' });
    await userEvent.clear(refText);
    expect(problemOf(refText)).toBe('录音作答要写出朗读的内容');
    await userEvent.type(refText, 'I like my dog.');
    expect(host.part().assignments[1]!.roles[0]!.refText).toBe('I like my dog.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds and removes roles; an assignment without one says so', async () => {
    const host = renderHost(filled);
    const poster = group('任务 2');
    await userEvent.click(poster.getByRole('button', { name: '添加角色' }));
    expect(host.part().assignments[1]!.roles.map((r) => r.identifier)).toEqual(['r1', 'r2']);
    await userEvent.click(poster.getByRole('button', { name: '删除角色 2' }));
    await userEvent.click(poster.getByRole('button', { name: '删除角色 1' }));
    expect(host.part().assignments[1]!.roles).toEqual([]);
    expect(descriptionOf(poster.getByRole('button', { name: '添加角色' }))).toMatch(/>=1 items/);
  });

  it('adds, reorders and removes assignments, and chooses how the groups are made', async () => {
    const host = renderHost(filled);
    await userEvent.click(screen.getByRole('button', { name: '添加任务' }));
    expect(host.part().assignments.map((a) => a.identifier)).toEqual(['a1', 'a2', 'a3']);
    expect(problemOf(group('任务 3').getByRole('textbox', { name: '小组任务名称' }))).toMatch(/>=1 characters/);
    await userEvent.click(screen.getByRole('button', { name: '上移任务 2' }));
    expect(host.part().assignments.map((a) => a.name)).toEqual(['A class poster', 'Our favourite pet', '']);
    expect((screen.getByRole('button', { name: '上移任务 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '下移任务 3' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '删除任务 3' }));
    await userEvent.click(screen.getByRole('button', { name: '下移任务 1' }));
    expect(host.part().assignments.map((a) => a.identifier)).toEqual(['a1', 'a2']);

    expect((screen.getByRole('radio', { name: '学生自由分组' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: '老师分组' }));
    expect(host.part().groupMode).toBe(1);
    expect(problemsOf(host.task())).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '删除任务 2' }));
    await userEvent.click(screen.getByRole('button', { name: '删除任务 1' }));
    expect(descriptionOf(screen.getByRole('button', { name: '添加任务' }))).toMatch(/>=1 items/);
  });

  it('has every control labelled and no accessibility violation, with a problem shown', async () => {
    render(<Editor task={blank()} onChange={() => undefined} problems={problemsOf(blank())} />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(await violations()).toEqual([]);
  });
});
