/** The results screen's plain rules: the students' order, item accuracy, an answer as text, the export's file name. */
import { describe, expect, it } from 'vitest';
import { fileNameOf } from './results-calls';
import { itemAccuracy, minutesAndSeconds, showAnswer, sortStudents, type ResultStudent } from './results-view';

const student = (name: string, accuracy: number | null): ResultStudent => ({ id: name, name, progress: accuracy === null ? 'started' : 'finished', accuracy, answered: 1, timeSpentSec: 10 });

describe('sortStudents', () => {
  const students = [student('b', 60), student('a', null), student('c', 90), student('d', 60)];
  it('by accuracy puts those without one last in either direction, ties by name', () => {
    expect(sortStudents(students, { by: 'accuracy', descending: true }).map((s) => s.name)).toEqual(['c', 'b', 'd', 'a']);
    expect(sortStudents(students, { by: 'accuracy', descending: false }).map((s) => s.name)).toEqual(['b', 'd', 'c', 'a']);
  });
  it('by name either way, leaving the given list as it was', () => {
    expect(sortStudents(students, { by: 'name', descending: true }).map((s) => s.name)).toEqual(['d', 'c', 'b', 'a']);
    expect(students.map((s) => s.name)).toEqual(['b', 'a', 'c', 'd']);
  });
});

describe('figures', () => {
  it('an item nobody answered has no accuracy; times split into minutes and seconds', () => {
    expect(itemAccuracy({ answered: 0, right: 0 })).toBeNull();
    expect(itemAccuracy({ answered: 3, right: 2 })).toBe(67);
    expect(minutesAndSeconds(125)).toEqual([2, 5]);
  });
});

describe('showAnswer', () => {
  it('reads typed blanks, a picked option and a spoken answer without naming their types', () => {
    expect(showAnswer({ activityId: 'a', spelling: { correct: false, answer: [{ text: 'aple', correct: false }, { text: 'red', correct: true }] } })).toEqual({ correct: false, text: 'aple、red' });
    expect(showAnswer({ activityId: 'a', multiChoiceQuestion: { correct: true, answer: 'pic-cat' } })).toEqual({ correct: true, text: 'pic-cat' });
    const pictures = { id: 'a', content: { comprehension: { multiChoicePicture: { choice: { A: { pictureId: 'pic-dog', checked: true }, B: { pictureId: 'pic-cat', checked: false, text: 'a cat' }, C: { pictureId: 'pic-cow', checked: false } } } } } };
    expect(showAnswer({ activityId: 'a', multiChoiceQuestion: { correct: false, answers: ['pic-cat', 'pic-cow'] } }, pictures)).toEqual({ correct: false, text: 'a cat、选项 C' });
    expect(showAnswer({ activityId: 'a', oralReading: { score: 55, audioScoreDetail: { words: [], accuracy: 55, pronunciation: 55, fluency: 55 } } })).toEqual({ correct: false, text: '', score: 55 });
  });
});

describe('fileNameOf', () => {
  it('takes the UTF-8 name first, the plain one otherwise, nothing from nothing', () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''${encodeURIComponent('三年级1班-作业.csv')}`)).toBe('三年级1班-作业.csv');
    expect(fileNameOf('attachment; filename="class-homework.xlsx"')).toBe('class-homework.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''%E4%ZZ; filename=plain.csv")).toBe('plain.csv');
    expect(fileNameOf('attachment')).toBeUndefined();
    expect(fileNameOf(null)).toBeUndefined();
  });
});
