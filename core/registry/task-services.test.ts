import { describe, expect, it } from 'vitest';
import { createTaskServiceRef, MissingTaskServiceError, provide, TaskServices } from './task-services';

describe('task services', () => {
  const wordsRef = createTaskServiceRef<{ lookUp(word: string): string }>('words');
  const clockRef = createTaskServiceRef<() => number>('clock');

  it('give each service by its ref, and name a missing one', () => {
    const services = TaskServices.of(provide(wordsRef, { lookUp: (word) => word.toUpperCase() }));
    expect(services.get(wordsRef).lookUp('cat')).toBe('CAT');
    expect(services.has(clockRef)).toBe(false);
    expect(() => services.get(clockRef)).toThrow(MissingTaskServiceError);
    expect(() => services.get(clockRef)).toThrow('no task service "clock"');
  });

  it("add a host's own services over the ones around it", () => {
    const outer = TaskServices.of(provide(clockRef, () => 1));
    const inner = outer.with(provide(clockRef, () => 2), provide(wordsRef, { lookUp: () => '' }));
    expect([outer.get(clockRef)(), inner.get(clockRef)(), inner.has(wordsRef), outer.has(wordsRef)]).toEqual([1, 2, true, false]);
  });
});
