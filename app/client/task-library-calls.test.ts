/** The teacher's task library and media calls (issue 36): the paths and limits copied from the contract stay the contract's. */
import { describe, expect, it } from 'vitest';
import * as contract from '@server/classroom/task-library-contract';
import { TEACHER_MEDIA_MAX_BYTES, TaskLibraryPaths } from './task-library-calls';

describe('the task library calls', () => {
  it('use the contract’s paths and limits, byte for byte', () => {
    expect(TaskLibraryPaths.create).toBe(contract.TaskLibraryPaths.create);
    expect(TaskLibraryPaths.media).toBe(contract.TaskLibraryPaths.media);
    expect(TaskLibraryPaths.episodes).toBe(contract.TaskLibraryPaths.episodes);
    expect(TaskLibraryPaths.item('my 1/2?')).toBe(contract.TaskLibraryPaths.item('my 1/2?'));
    expect(TEACHER_MEDIA_MAX_BYTES).toEqual(contract.TEACHER_MEDIA_MAX_BYTES);
  });
});
