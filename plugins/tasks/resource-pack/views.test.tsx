// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaskAudio } from '@core/registry/task-plugin';
import ResourcePackPanel from './Panel';
import ResourcePackPreview from './Preview';
import ResourcePackView from './View';
import { resourcePackResult, resourcePackSummary, type ResourcePack, type ResourcePackResult } from './definition';

afterEach(cleanup);
const pack: ResourcePack = {
  title: 'Pets',
  resources: [
    { type: 4, content: 'Look and listen.' },
    { type: 1, content: '/files/media/cat.svg', name: 'a cat' },
    { type: 2, content: '/files/media/cat.mp3', name: 'The cat song' },
    { type: 3, content: '/files/media/cat.webm' },
    { type: 5, content: '/files/docs/words%20list.pdf' },
    { type: 42, content: 'hologram' },
  ],
};
const audio = (playingId?: string): TaskAudio => ({ play: vi.fn<TaskAudio['play']>(), stop: vi.fn<TaskAudio['stop']>(), playingId });
const handOver = () => vi.fn<(result: ResourcePackResult, options?: { quiet?: boolean }) => void>();

describe('the resource pack screen', () => {
  it('shows every resource by its type, and a line for a type it does not know', () => {
    render(<ResourcePackView task={pack} taskId="gt-1" submitted={resourcePackResult('gt-1', false)} submitting={false} onSubmit={handOver()} audio={audio()} />);
    expect(screen.getByRole('heading', { name: 'Pets' })).toBeTruthy();
    expect(screen.getByText('Look and listen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看第 1 张图片（全屏，可双指缩放）' })).toBeTruthy();
    expect(screen.getByText('The cat song')).toBeTruthy();
    const video = document.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/files/media/cat.webm');
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.getAttribute('webkit-playsinline')).toBe('true');
    expect(screen.getByRole('link', { name: '打开文档：words list.pdf' }).getAttribute('href')).toBe('/files/docs/words%20list.pdf');
    expect(screen.getByRole('note').textContent).toMatch(/暂时无法显示（类型 42）/);
  });

  it('plays a sound through the audio service and stops it again', async () => {
    const idle = audio();
    const { rerender } = render(<ResourcePackView task={pack} taskId="gt-1" submitted={resourcePackResult('gt-1', false)} submitting={false} onSubmit={handOver()} audio={idle} />);
    await userEvent.click(screen.getByRole('button', { name: '播放' }));
    expect(idle.play).toHaveBeenCalledWith('resource-2', '/files/media/cat.mp3');
    const playing = audio('resource-2');
    rerender(<ResourcePackView task={pack} taskId="gt-1" submitted={resourcePackResult('gt-1', false)} submitting={false} onSubmit={handOver()} audio={playing} />);
    await userEvent.click(screen.getByRole('button', { name: '停止' }));
    expect(playing.stop).toHaveBeenCalled();
  });

  it('notes once, quietly, that it was opened; then hands over finished', async () => {
    const onSubmit = handOver();
    const { rerender } = render(<ResourcePackView task={pack} taskId="gt-1" submitted={undefined} submitting={false} onSubmit={onSubmit} />);
    expect(onSubmit).toHaveBeenCalledWith(resourcePackResult('gt-1', false), { quiet: true });
    rerender(<ResourcePackView task={pack} taskId="gt-1" submitted={undefined} submitting={false} onSubmit={onSubmit} />);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '我学完了' }));
    expect(onSubmit).toHaveBeenLastCalledWith(resourcePackResult('gt-1', true));
  });

  it('says a finished pack is finished, notes nothing on opening, and can be finished again', async () => {
    const onSubmit = handOver();
    render(<ResourcePackView task={pack} taskId="gt-1" submitted={resourcePackResult('gt-1', true)} submitting={false} onSubmit={onSubmit} />);
    expect(screen.getByRole('status').textContent).toBe('已完成，老师已经看到');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '再学一遍，再次完成' }));
    expect(onSubmit).toHaveBeenCalledWith(resourcePackResult('gt-1', true));
  });

  it('opens a picture full screen, zooms it with a pinch, and closes with 关闭 or Escape', async () => {
    render(<ResourcePackView task={pack} taskId="gt-1" submitted={resourcePackResult('gt-1', false)} submitting={false} onSubmit={handOver()} />);
    await userEvent.click(screen.getByRole('button', { name: /查看第 1 张图片/ }));
    const viewer = screen.getByRole('dialog', { name: 'a cat' });
    const picture = within(viewer).getByRole('img', { name: 'a cat' });
    // jsdom has no pointer capture; the viewer only needs it to exist.
    picture.setPointerCapture = () => undefined;
    fireEvent.pointerDown(picture, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerDown(picture, { pointerId: 2, clientX: 200, clientY: 100 });
    fireEvent.pointerMove(picture, { pointerId: 2, clientX: 300, clientY: 100 });
    expect(picture.style.transform).toContain('scale(2)');
    await userEvent.click(within(viewer).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /查看第 1 张图片/ }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the resource pack preview and panel', () => {
  it('previews the resources with a plain player, and no button to finish', () => {
    render(<ResourcePackPreview task={pack} />);
    expect(screen.getByText('Look and listen.')).toBeTruthy();
    expect(document.querySelector('audio')?.getAttribute('src')).toBe('/files/media/cat.mp3');
    expect(screen.queryByRole('button', { name: '我学完了' })).toBeNull();
  });

  it('shows the teacher who opened it and who finished it; the projector only the counts', () => {
    const results = [{ name: '小明', result: resourcePackResult('g', true) }, { name: '小红', result: resourcePackResult('g', false) }];
    const { unmount } = render(<ResourcePackPanel task={pack} results={results} summary={resourcePackSummary(pack, results.map((r) => r.result))} />);
    expect(screen.getByText('2 人已打开，1 人已学完')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '已学完' })).getByText('小明')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '已打开、未学完' })).getByText('小红')).toBeTruthy();
    unmount();
    render(<ResourcePackPanel task={pack} results={results} summary={resourcePackSummary(pack, results.map((r) => r.result))} projector />);
    expect(screen.getByText('2 人已打开，1 人已学完')).toBeTruthy();
    expect(screen.queryByText(/小明|小红/)).toBeNull();
  });
});
