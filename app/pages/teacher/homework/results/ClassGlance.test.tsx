// @vitest-environment jsdom
/** A class at a glance (issue 37): the last homeworks' completion and accuracy as a labelled chart, and who missed the last two. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ClassGlance as Glance } from '@server/homework/teacher-homework-contract';
import { api, useMswServer } from '../../../../../tests/helpers/app-harness';
import { renderConsolePart } from '../../../../../tests/helpers/console-part';
import { ClassGlance } from './ClassGlance';
import { glanceBars } from './glance-chart';
import { ResultsPaths } from './results-calls';

const server = useMswServer();

const glance: Glance = {
  classId: 'class-3-1',
  className: '三年级1班',
  homeworks: [
    { id: 'hw-1', title: 'Unit 1', dueAtSec: 1_700_000_000, completion: 80, accuracy: 72.4 },
    { id: 'hw-2', title: 'Unit 2 听说练习作业', dueAtSec: 1_700_086_400, completion: 50, accuracy: null },
  ],
  missedLastTwo: [{ id: 's-chen', name: '陈静' }],
};

describe('a class at a glance', () => {
  it('draws each homework’s completion and accuracy with their figures written on, said in words, and lists who missed the last two', async () => {
    server.use(http.get(api(ResultsPaths.classGlance('class-3-1')), () => HttpResponse.json(glance)));
    renderConsolePart(<ClassGlance classId="class-3-1" />);
    const region = await screen.findByRole('region', { name: '三年级1班 概览' });
    const chart = within(region).getByRole('img', { name: /最近作业的完成率和正确率/ });
    expect([...chart.querySelectorAll('text')].map((text) => text.textContent)).toEqual(['完成 80%', '正确 72%', 'Unit 1', '完成 50%', '正确率 —', 'Unit 2…']);
    expect(chart.querySelector('desc')!.textContent).toBe('Unit 1：完成 80%，正确 72%；Unit 2 听说练习作业：完成 50%，正确率 —');
    expect(within(region).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['陈静']);
  });

  it('says when the class has no homework yet and nobody missed two', async () => {
    server.use(http.get(api(ResultsPaths.classGlance('class-3-2')), () => HttpResponse.json({ ...glance, classId: 'class-3-2', homeworks: [], missedLastTwo: [] })));
    renderConsolePart(<ClassGlance classId="class-3-2" />);
    expect(await screen.findByText('这个班还没有布置过作业')).toBeTruthy();
    expect(screen.getByText('没有学生连续两次没完成')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says so when the glance does not load', async () => {
    server.use(http.get(api(ResultsPaths.classGlance('class-3-1')), () => HttpResponse.json({ message: 'no' }, { status: 404 })));
    renderConsolePart(<ClassGlance classId="class-3-1" />);
    expect((await screen.findByRole('alert')).textContent).toBe('班级概览没有加载出来');
  });
});

describe('the chart’s bars', () => {
  it('stand as high as their percentage on one baseline; a missing accuracy has no bar', () => {
    const [first, second] = glanceBars(glance.homeworks);
    expect(first!.completion.height).toBe(80);
    expect(first!.completion.y + first!.completion.height).toBe(second!.completion.y + second!.completion.height);
    expect(first!.accuracy.height).toBeCloseTo(72.4);
    expect(second!.accuracy).toMatchObject({ height: 0, value: null });
    expect(second!.completion.x).toBeGreaterThan(first!.accuracy.x);
  });
});
