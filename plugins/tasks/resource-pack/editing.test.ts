import { describe, expect, it } from 'vitest';
import { packOf, withPack, withResourceFile } from './editing';

describe("the resource pack editor's changes", () => {
  it('reads a half-written draft as an empty form, keeping what is there', () => {
    expect(packOf({ taskType: 2 })).toEqual({ title: '', resources: [] });
    const draft = { taskType: 2, interactiveTask: { resourcePack: { title: 'Pets', resources: [{ type: 1, content: '/a.png', name: 3 }, { type: '1', content: 'hi', name: 'x' }, null] } } };
    expect(packOf(draft)).toEqual({ title: 'Pets', resources: [{ type: 1, content: '/a.png' }, { type: 4, content: 'hi', name: 'x' }] });
  });

  it("writes the pack as the only part of interactiveTask, and a file's name only where the resource has none", () => {
    const pack = { title: 'Pets', resources: [{ type: 1, content: '' }, { type: 1, content: '', name: 'mine' }] };
    const file = { url: '/files/media/cat.png', name: 'cat.png' };
    const changed = withResourceFile(withResourceFile(pack, 0, file), 1, file);
    expect(changed.resources).toEqual([{ type: 1, content: '/files/media/cat.png', name: 'cat.png' }, { type: 1, content: '/files/media/cat.png', name: 'mine' }]);
    expect(pack.resources[0]).toEqual({ type: 1, content: '' });
    expect(withPack({ taskType: 2, interactiveTask: { voteTask: {} } }, changed)).toEqual({ taskType: 2, interactiveTask: { resourcePack: changed } });
  });
});
