// Closes a venue overlay nobody is using: a kiosk must never be left on a screen that needs a
// person. Any touch or key restarts the wait.
import { useEffect } from 'preact/hooks';

export function useIdleClose(ms: number, close: () => void): void {
  useEffect(() => {
    let timer = setTimeout(close, ms);
    const again = () => {
      clearTimeout(timer);
      timer = setTimeout(close, ms);
    };
    const events = ['pointerdown', 'keydown', 'input'] as const;
    for (const e of events) window.addEventListener(e, again, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const e of events) window.removeEventListener(e, again, { capture: true });
    };
  }, [ms, close]);
}
