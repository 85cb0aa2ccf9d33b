// The card help a scene asks for (hover, or a tap on touch), laid out by the browser next to the
// thing it explains and kept inside the screen.
import type { RefObject } from 'preact';
import type { TipRequest } from '../../table/model';

export function TableTip({ slot, tip }: { slot: RefObject<HTMLDivElement>; tip: TipRequest | null }) {
  // Read the slot's box only for a tip: reading it forces a layout in the middle of the render,
  // which on the table's first render cost a slow phone 100 ms (a table renders this on every update).
  if (!tip) return null;
  const box = slot.current?.getBoundingClientRect();
  if (!box) return null;
  const x = box.left + tip.x;
  const y = box.top + tip.y;
  // Above the pointer when there is room (a finger hides what is under it), else below.
  const above = y > window.innerHeight / 2;
  const style = {
    left: `${Math.max(8, Math.min(window.innerWidth - 8, x))}px`,
    top: above ? undefined : `${y + 24}px`,
    bottom: above ? `${window.innerHeight - y + 16}px` : undefined,
  };
  return (
    <div class="table-tip" role="tooltip" style={style}>
      {tip.text}
    </div>
  );
}
