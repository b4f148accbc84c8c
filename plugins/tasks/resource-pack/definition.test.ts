import { describe, expect, it } from 'vitest';
import { ParseError } from '@core/content';
import { isFinished, resourcePackDefinition, resourcePackResult, resourcePackSummary } from './definition';
import { pinchZoom, toggledZoom } from './pinch';

const served = (resourcePack: unknown) => ({ taskType: 2, interactiveTask: { resourcePack } });

describe('the resource pack definition', () => {
  it('parses a pack and keeps a resource type it does not know (the screen says so)', () => {
    const pack = resourcePackDefinition.parse(served({ title: 'Songs', resources: [{ type: 1, content: '/a.png' }, { type: 99, content: 'x' }] }));
    expect(pack.resources.map((r) => r.type)).toEqual([1, 99]);
  });

  it.each([
    ['no title', { resources: [{ type: 1, content: '/a.png' }] }],
    ['no resources', { title: 'Songs', resources: [] }],
    ['a resource without content', { title: 'Songs', resources: [{ type: 1, content: '' }] }],
    ['a type that is not a number', { title: 'Songs', resources: [{ type: 'image', content: '/a.png' }] }],
  ])('refuses a pack with %s, naming where', (_label, pack) => {
    expect(() => resourcePackDefinition.parse(served(pack))).toThrow(ParseError);
    expect(() => resourcePackDefinition.parse(served(pack))).toThrow(/interactiveTask\.resourcePack/);
  });

  it('takes opened and finished results, nothing else', () => {
    expect(resourcePackDefinition.resultSchema.safeParse(resourcePackResult('gt-1', false)).success).toBe(true);
    expect(resourcePackDefinition.resultSchema.safeParse({ interactiveTaskResult: { resourcePackResult: { finished: true } } }).success).toBe(false);
    expect(resourcePackDefinition.resultSchema.safeParse({ interactiveTaskResult: { resourcePackResult: { id: 'gt-1', finished: 'yes' } } }).success).toBe(false);
  });

  it('counts who opened and who finished; a stored after-class result (no flag) is finished', () => {
    const pack = { title: 'Songs', resources: [{ type: 1, content: '/a.png' }] };
    expect(resourcePackSummary(pack, [resourcePackResult('g', false), resourcePackResult('g', true), resourcePackResult('g', true)])).toEqual({ opened: 3, finished: 2 });
    expect(isFinished({ interactiveTaskResult: { resourcePackResult: { id: 'g' } } })).toBe(true);
    expect(isFinished(resourcePackResult('g', false))).toBe(false);
    expect(isFinished(undefined)).toBe(false);
  });
});

describe('pinch zoom', () => {
  it('scales by the ratio of the finger distances, between 1x and 4x', () => {
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(2, 100, 50)).toBe(1);
    expect(pinchZoom(1, 100, 1000)).toBe(4);
    expect(pinchZoom(1, 100, 10)).toBe(1);
    expect(pinchZoom(1.5, 0, 10)).toBe(1.5);
  });

  it('toggles between the whole picture and 2x', () => {
    expect(toggledZoom(1)).toBe(2);
    expect(toggledZoom(3)).toBe(1);
  });
});
