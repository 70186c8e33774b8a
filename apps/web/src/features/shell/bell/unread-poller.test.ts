import { describe, expect, it, vi } from 'vitest';
import { startUnreadPoller } from './unread-poller';

/** A page, its clock and its timer, all moved by the test; the api's answers settled by hand. */
function setup() {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const win = new EventTarget();
  let time = 0;
  let tick: (() => void) | null = null;
  const answers: ((count: number) => void)[] = [];
  const fetchCount = vi.fn(() => new Promise<number>((resolve) => answers.push(resolve)));
  const onCount = vi.fn();
  const stop = startUnreadPoller({
    fetchCount,
    onCount,
    doc: doc as unknown as Document,
    win: win as unknown as Window,
    every: (_ms, callback) => {
      tick = callback;
      return () => {
        tick = null;
      };
    },
    now: () => time,
  });
  const settle = async (count: number) => {
    answers.shift()?.(count);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return {
    doc,
    win,
    fetchCount,
    onCount,
    stop,
    settle,
    later: (ms: number) => {
      time += ms;
    },
    tick: () => tick?.(),
    ticking: () => tick !== null,
  };
}

describe('the bell’s unread count', () => {
  it('is asked at once, then every minute while the page is visible', async () => {
    const page = setup();
    expect(page.fetchCount).toHaveBeenCalledTimes(1);
    await page.settle(3);
    expect(page.onCount).toHaveBeenLastCalledWith(3);
    page.later(60_000);
    page.tick();
    expect(page.fetchCount).toHaveBeenCalledTimes(2);
    await page.settle(4);
    expect(page.onCount).toHaveBeenLastCalledWith(4);
    page.doc.visibilityState = 'hidden';
    page.later(60_000);
    page.tick();
    expect(page.fetchCount).toHaveBeenCalledTimes(2);
  });

  it('is asked again when the window regains focus or the tab shows, once for both', async () => {
    const page = setup();
    await page.settle(0);
    page.later(120_000);
    page.win.dispatchEvent(new Event('focus'));
    page.doc.dispatchEvent(new Event('visibilitychange'));
    expect(page.fetchCount).toHaveBeenCalledTimes(2);
    await page.settle(1);
    page.later(1_000);
    page.win.dispatchEvent(new Event('focus'));
    expect(page.fetchCount).toHaveBeenCalledTimes(2);
    page.later(10_000);
    page.win.dispatchEvent(new Event('focus'));
    expect(page.fetchCount).toHaveBeenCalledTimes(3);
  });

  it('never asks twice at a time, and stops (an answer on its way dropped) when the bell goes', async () => {
    const page = setup();
    page.later(60_000);
    page.tick();
    expect(page.fetchCount).toHaveBeenCalledTimes(1);
    page.stop();
    expect(page.ticking()).toBe(false);
    await page.settle(7);
    expect(page.onCount).not.toHaveBeenCalled();
    page.later(60_000);
    page.win.dispatchEvent(new Event('focus'));
    expect(page.fetchCount).toHaveBeenCalledTimes(1);
  });

  it('keeps polling after a failed answer', async () => {
    const fetchCount = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(2);
    const onCount = vi.fn();
    let tick = () => {};
    let time = 0;
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    startUnreadPoller({
      fetchCount,
      onCount,
      doc: doc as unknown as Document,
      win: new EventTarget() as unknown as Window,
      every: (_ms, callback) => {
        tick = callback;
        return () => {};
      },
      now: () => time,
    });
    await vi.waitFor(() => expect(fetchCount).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    time += 60_000;
    tick();
    await vi.waitFor(() => expect(onCount).toHaveBeenCalledWith(2));
  });
});
