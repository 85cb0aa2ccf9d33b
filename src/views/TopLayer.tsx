// A box over everything on the page, the board's canvas included, that leaves the page usable
// (unlike a modal dialog): a manual popover, shown as it mounts and gone as it unmounts. Where the
// browser has no popovers it is an ordinary fixed box (its class places it).
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

export function TopLayer({ class: cls, children }: { class: string; children: ComponentChildren }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && typeof el.showPopover === 'function' && !el.matches(':popover-open')) el.showPopover();
  }, []);
  return (
    <div ref={ref} popover="manual" class={cls}>
      {children}
    </div>
  );
}
