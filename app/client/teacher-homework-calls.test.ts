/** The teacher's homework calls (issue 37): the paths copied from the contract stay the contract's. */
import { describe, expect, it } from 'vitest';
import * as contract from '@server/homework/teacher-homework-contract';
import { homeworkExportPath, TeacherHomeworkPaths } from './teacher-homework-calls';

describe('the teacher’s homework calls', () => {
  it('use the contract’s paths, byte for byte (ids with odd characters too)', () => {
    const odd = 'hw 1/2?#';
    const student = 'stu/ä';
    expect(TeacherHomeworkPaths.homeworks).toBe(contract.TeacherHomeworkPaths.homeworks);
    expect(TeacherHomeworkPaths.homework(odd)).toBe(contract.TeacherHomeworkPaths.homework(odd));
    expect(TeacherHomeworkPaths.results(odd)).toBe(contract.TeacherHomeworkPaths.results(odd));
    expect(TeacherHomeworkPaths.export(odd)).toBe(contract.TeacherHomeworkPaths.export(odd));
    expect(TeacherHomeworkPaths.studentAnswers(odd, student)).toBe(contract.TeacherHomeworkPaths.studentAnswers(odd, student));
    expect(TeacherHomeworkPaths.classGlance(odd)).toBe(contract.TeacherHomeworkPaths.classGlance(odd));
    expect(Object.keys(TeacherHomeworkPaths).toSorted()).toEqual(Object.keys(contract.TeacherHomeworkPaths).toSorted());
  });

  it('asks for the export in the format named', () => {
    expect(homeworkExportPath('hw-1', 'csv')).toBe('/api/v1/chronus/teacher/homeworks/hw-1/export?format=csv');
  });
});
