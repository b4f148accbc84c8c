// @vitest-environment jsdom
/**
 * The console's task editor around a task plugin's editor (issue 36). The kinds' editors are written
 * beside this host, so the test registers a small kind of its own, 便条 (a note: a text of 1–20
 * characters and a picture), with a definition, an editor and a preview, as a plugin registers them: the
 * host finds its editor in the registry, checks every change with its definition (the problem in Chinese
 * at the editor's field), shows its preview, and gives it the teacher's media and library.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useEffect, useId, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from '@core/content';
import type { TaskEditorProps, TaskPlugin } from '@core/registry/task-plugin';
import { useTaskService } from '@core/registry/task-services';
import { taskRegistry } from '@plugins/tasks';
import { FieldProblem } from '@plugins/tasks/FieldProblem';
import { MediaField } from '@plugins/tasks/MediaField';
import { editorLibraryRef, problemAt } from '@plugins/tasks/editor-services';
import { interactiveKind } from '@plugins/tasks/served';
import { api, useMswServer } from '../../../../tests/helpers/app-harness';
import { TEACHER, classes, teacher } from '../../../../tests/helpers/teacher-console';
import { renderEditor } from './editor-test-harness';

const noteSchema = z.object({ text: z.string().check(z.minLength(1), z.maxLength(20)), picture: z.optional(z.string()) });
type Note = z.infer<typeof noteSchema>;
const TEXT = 'interactiveTask.noteTask.text';

function NoteEditor({ task, onChange, problems }: TaskEditorProps) {
  const note = task.interactiveTask?.noteTask as Note;
  const id = useId();
  const problem = problemAt(problems, TEXT);
  const set = (changed: Partial<Note>) => onChange({ ...task, interactiveTask: { noteTask: { ...note, ...changed } } });
  return (
    <>
      <label htmlFor={id}>便条内容</label>
      <textarea id={id} value={note.text} aria-invalid={!!problem} aria-describedby={problem ? `${id}-problem` : undefined} onChange={(event) => set({ text: event.target.value })} />
      <FieldProblem id={`${id}-problem`} message={problem} />
      <MediaField kind="picture" label="便条图片" value={note.picture} onChange={(media) => set({ picture: media?.url })} />
      <LibraryCount />
    </>
  );
}

/** What a kind that picks from the library (the optional task) does with the library service. */
function LibraryCount() {
  const library = useTaskService(editorLibraryRef);
  const [titles, setTitles] = useState<string[]>();
  useEffect(() => void library.tasks().then((tasks) => setTitles(tasks.map((task) => task.title))), [library]);
  return titles && <p>任务库：{titles.join('、')}</p>;
}

const notePlugin: TaskPlugin<'note', Note> = {
  kind: 'note',
  title: '便条',
  routes: [{ path: '/note-task' }],
  loadDefinition: async () => ({ kind: 'note', ...interactiveKind('noteTask', noteSchema), resultSchema: z.unknown() as never }),
  loadPreview: async () => ({ task }) => <p className="note-preview">便条：{task.text}</p>,
  loadEditor: async () => ({ blank: () => ({ taskType: 2, interactiveTask: { noteTask: { text: '' } } }), Editor: NoteEditor }),
};
// A kind whose editor is not written yet.
const bareNotePlugin: TaskPlugin = { kind: 'bare-note', title: '空便条', routes: [{ path: '/bare-note-task' }], loadDefinition: notePlugin.loadDefinition as TaskPlugin['loadDefinition'] };
taskRegistry.register(notePlugin as never).register(bareNotePlugin as never);

const server = useMswServer();
type Sent = { method: string; key: string | null; body: unknown };
function noteServer() {
  const sent: Sent[] = [];
  const uploads: string[] = [];
  const libraryClasses: (string | null)[] = [];
  server.use(
    http.post(api(`${TEACHER}/tasks/library`), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ method: 'POST', key: request.headers.get('Idempotency-Key'), body });
      return HttpResponse.json({ task: { id: 'lib-note', kind: 'note', mine: true, ...body } }, { status: 201 });
    }),
    http.post(api(`${TEACHER}/media`), async ({ request }) => {
      // The file's name as the console sends it beside the file.
      const name = String((await request.formData()).get('name'));
      uploads.push(name);
      if (name.startsWith('not-a-picture')) return HttpResponse.json({ errorCode: 7, message: 'file: not a picture, sound, video or PDF' }, { status: 415 });
      return HttpResponse.json({ media: { id: 'm1', url: '/files/teacher-media/m1.webp', kind: 'picture', name, contentType: 'image/webp', sizeBytes: 10, ownerName: '李老师', createdAtSec: 1 } }, { status: 201 });
    }),
    http.get(api(`${TEACHER}/classes`), () => HttpResponse.json({ classes })),
    http.get(api(`${TEACHER}/task-library`), ({ request }) => {
      libraryClasses.push(new URL(request.url).searchParams.get('classId'));
      return HttpResponse.json({ tasks: [{ id: 'lib-vote', title: 'Colours vote', taskType: 2, kind: 'vote', episodeIds: [] }] });
    }),
    ...teacher(),
  );
  return { sent, uploads, libraryClasses };
}

const field = () => screen.getByRole('textbox', { name: '便条内容' });
const problemOf = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;
const preview = () => screen.getByRole('region', { name: '学生看到的样子' });

describe('the task editor around a kind’s editor', () => {
  it('checks every change with the kind’s definition, at the editor’s field in Chinese; shows the preview; saves with POST', async () => {
    const { sent } = noteServer();
    const editor = renderEditor({ kind: 'note' });
    expect(await screen.findByRole('heading', { level: 2, name: '新建便条' })).toBeTruthy();
    await userEvent.type(await screen.findByRole('textbox', { name: '任务名称' }), '今天的便条');

    // The blank note: its text is empty, and the definition says so at the field.
    expect(problemOf(field())).toBe('不能为空');
    expect(screen.getByRole('button', { name: '保存' })).toHaveProperty('disabled', true);
    expect(within(preview()).getByText('内容填好后，这里显示学生看到的样子')).toBeTruthy();

    await userEvent.type(field(), 'Bring a pen');
    expect(field().getAttribute('aria-invalid')).toBe('false');
    expect(within(preview()).getByText('便条：Bring a pen')).toBeTruthy();
    expect(screen.getByText('可以保存')).toBeTruthy();

    // Too long: the problem at the field, the preview keeps the last note that parsed (20 characters).
    await userEvent.type(field(), ' and a ruler');
    expect(problemOf(field())).toBe('最多 20 个字');
    expect(screen.getByText('还有问题：最多 20 个字')).toBeTruthy();
    expect(screen.getByRole('button', { name: '保存' })).toHaveProperty('disabled', true);
    expect(within(preview()).getByText('便条：Bring a pen and a ru')).toBeTruthy();

    await userEvent.clear(field());
    await userEvent.type(field(), 'Bring a ruler');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(editor.saved).toHaveLength(1));
    expect(sent).toEqual([
      { method: 'POST', key: expect.stringMatching(/^[\w-]{8,}$/), body: { title: '今天的便条', taskType: 2, episodeIds: [], interactiveTask: { noteTask: { text: 'Bring a ruler' } }, shared: false } },
    ]);
  }, 20_000);

  it('a copy of a task of the kind (no id) opens with it, its kind found by the definition, and saves as a new task', async () => {
    const { sent } = noteServer();
    const editor = renderEditor({ title: 'Pens', task: { taskType: 2, interactiveTask: { noteTask: { text: 'Bring a pen' } } }, shared: false });
    expect(await screen.findByRole('textbox', { name: '便条内容' })).toHaveProperty('value', 'Bring a pen');
    expect(screen.getByRole('heading', { level: 2, name: '新建任务' })).toBeTruthy();
    expect(within(preview()).getByText('便条：Bring a pen')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(editor.saved).toHaveLength(1));
    expect(sent.map(({ method, body }) => [method, (body as { title: string }).title])).toEqual([['POST', 'Pens']]);
  }, 20_000);

  it('gives the editor the teacher’s media: a picture too large is refused before it is sent, the server’s refusal said in Chinese', async () => {
    const { uploads } = noteServer();
    renderEditor({ kind: 'note' });
    const pictures = await screen.findByRole('group', { name: '便条图片' });
    const input = pictures.querySelector('input[type=file]') as HTMLInputElement;

    await userEvent.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(await within(pictures).findByRole('alert')).toHaveProperty('textContent', '图片不能超过 5 MB，请换一个小一点的文件');
    expect(uploads).toEqual([]);

    // Named and typed as a picture, but the server reads its content.
    await userEvent.upload(input, new File([new Uint8Array(8)], 'not-a-picture.png', { type: 'image/png' }));
    await waitFor(() => expect(within(pictures).getByRole('alert').textContent).toMatch(/^这种文件不能上传/));

    await userEvent.upload(input, new File([new Uint8Array(8)], 'pen.png', { type: 'image/png' }));
    await waitFor(() => expect(pictures.querySelector('img')?.getAttribute('src')).toBe('/files/teacher-media/m1.webp'));
    expect(uploads).toEqual(['not-a-picture.png', 'pen.png']);
  }, 20_000);

  it('gives the editor the library: the class given, or the teacher’s first', async () => {
    const { libraryClasses } = noteServer();
    const first = renderEditor({ kind: 'note' });
    expect(await screen.findByText('任务库：Colours vote')).toBeTruthy();
    first.unmount();
    renderEditor({ kind: 'note' }, { classId: 'class-3-2' });
    expect(await screen.findByText('任务库：Colours vote')).toBeTruthy();
    expect(libraryClasses).toEqual(['class-3-1', 'class-3-2']);
  }, 20_000);

  it('says so plainly when the kind has no editor yet', async () => {
    noteServer();
    renderEditor({ kind: 'bare-note' });
    expect(await screen.findByText('这类任务暂不支持编辑')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  }, 20_000);
});
