import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

/** The frame's animation callbacks, run by hand: what runs inside them comes before the frame's paint. */
function holdFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    frames[id - 1] = () => undefined;
  });
  return { paintFrame: () => frames.splice(0).forEach((callback) => callback(performance.now())) };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('afterNextPaint', () => {
  it('runs in a task after the next frame, not before it nor inside its callbacks', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { paintFrame } = holdFrames();
    const ran = vi.fn();
    afterNextPaint(ran);
    vi.runAllTimers();
    expect(ran).not.toHaveBeenCalled();
    paintFrame();
    expect(ran).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, before or after the frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { paintFrame } = holdFrames();
    const beforeFrame = vi.fn();
    const afterFrame = vi.fn();
    afterNextPaint(beforeFrame)();
    const cancelLater = afterNextPaint(afterFrame);
    paintFrame();
    cancelLater();
    vi.runAllTimers();
    expect(beforeFrame).not.toHaveBeenCalled();
    expect(afterFrame).not.toHaveBeenCalled();
  });
});
