// "Once the browser has painted": for what may wait until the page's first figures are on screen
// (the dashboard's charts), so its code is neither fetched nor run before those figures are drawn.

import { useEffect, useState } from 'react';

/**
 * False until a frame has been painted while `ready` was true; then true for good. A hidden tab
 * paints no frames, so there it stays false until the tab is shown.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let task: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the browser paints; a task queued from it runs after the paint.
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [ready, painted]);
  return painted;
}
