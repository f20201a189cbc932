/**
 * Runs a callback once the browser has painted the next frame: work that the frame does not need (an editor's
 * grammar, say) then stays off it. A frame's animation callbacks run before its paint, and a task queued from
 * one runs after it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
