// The table screen: the header, the board (the Phaser canvas, placed over the board slot), and
// beside or below it the decision (prompt and buttons) and the log. The showcase has a layout
// of its own (views/kiosk/KioskTable.tsx). Escape steps out of a half-made choice, else opens
// the table menu.
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { appServices } from '../../app/services';
import type { GameSession } from '../../app/session';
import { tableChrome } from '../../ui/tableBridge';
import { KioskTable } from '../kiosk/KioskTable';
import { useStore } from '../useStore';
import { LogView } from './LogView';
import { OverPanel } from './OverPanel';
import { PromptPanel } from './PromptPanel';
import { TableHeader } from './TableHeader';
import { TableMenu } from './TableMenu';
import { TableTip } from './TableTip';

export function TableScreen({ session, showcase }: { session: GameSession; showcase: boolean }) {
  const app = appServices();
  const slot = useRef<HTMLDivElement>(null);
  const chrome = useStore(tableChrome);
  const [menuOpen, setMenuOpen] = useState(false);
  const [overClosed, setOverClosed] = useState(false);

  useEffect(() => {
    let live = true;
    void app.tables.ready.then(() => {
      if (live) app.tables.open(session, showcase);
    });
    return () => {
      live = false;
      app.tables.close();
    };
  }, [app, session, showcase]);

  // The canvas follows the board slot's box (window resizes, the side panel growing, rotation).
  useLayoutEffect(() => {
    const el = slot.current;
    if (!el) return;
    const place = () => {
      const r = el.getBoundingClientRect();
      app.tables.place({ x: r.left, y: r.top, w: r.width, h: r.height });
    };
    place();
    const ro = new ResizeObserver(place);
    ro.observe(el);
    window.addEventListener('resize', place);
    return () => {
      ro.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [app]);

  useEffect(() => {
    if (showcase) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      const back = tableChrome.get()?.back;
      if (back) back();
      else setMenuOpen((open) => !open);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [showcase]);

  if (showcase) return <KioskTable session={session} slot={slot} />;
  const over = chrome?.snapshot.outcome ?? null;
  return (
    <div class="table">
      <TableHeader chrome={chrome} onMenu={() => setMenuOpen(true)} onShowResult={over && overClosed ? () => setOverClosed(false) : null} />
      <div class="board-slot" ref={slot} />
      <aside class="side">
        <PromptPanel chrome={chrome} />
        <LogView game={session.setup.game} />
      </aside>
      <TableTip slot={slot} />
      {chrome && over && !overClosed && <OverPanel chrome={chrome} session={session} onClose={() => setOverClosed(true)} />}
      {menuOpen && <TableMenu onClose={() => setMenuOpen(false)} />}
    </div>
  );
}
