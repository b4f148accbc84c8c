// @vitest-environment jsdom
/** 9. The editor as a teacher uses it: valid and invalid input, the problem at its field. */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EditedTask, EditorProblem } from '@core/registry/task-plugin';
import { checkedTaskKind } from '../task-body';
import { __camel__Definition } from './definition';
import { Editor, blank } from './Editor';

afterEach(cleanup);

/** The problems the console passes: the definition's check of the draft. */
function problemsOf(task: EditedTask): EditorProblem[] {
  const checked = checkedTaskKind(task, [__camel__Definition]);
  return 'problem' in checked ? [checked.problem] : [];
}

/** A host as the console's: it keeps the draft and checks every change. */
function renderHost() {
  const latest = { task: blank() };
  function Host() {
    const [task, setTask] = useState(latest.task);
    const change = (next: EditedTask) => {
      latest.task = next;
      setTask(next);
    };
    return <Editor task={task} onChange={change} problems={problemsOf(task)} />;
  }
  render(<Host />);
  return latest;
}

describe('the __FOLDER__ editor', () => {
  it('starts blank, which the definition refuses at the title', () => {
    expect(problemsOf(blank()).map((problem) => problem.path)).toEqual(['interactiveTask.__camel__Task.title']);
  });

  it('shows the problem of the title at its field until a title is written', async () => {
    const latest = renderHost();
    const title = screen.getByRole('textbox', { name: '标题' });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(title.getAttribute('aria-describedby')!)?.textContent).toBe(problemsOf(blank())[0]!.message);
    await userEvent.type(title, 'My pet');
    await userEvent.type(screen.getByRole('textbox', { name: '要求' }), 'Write one sentence.');
    expect(title.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(latest.task.interactiveTask).toEqual({ __camel__Task: { title: 'My pet', prompt: 'Write one sentence.' } });
    expect(problemsOf(latest.task)).toEqual([]);
  });
});
