// The game log: every entry since the start, grouped by turn or round, each in its seat's
// colour, card names opening the card zoom. A polite live region: screen readers hear new
// entries (in screen reader mode the mode's one live region says them instead); it follows the
// newest entry unless the reader has scrolled back. On a phone it is part of the side column that
// scrolls as a whole: it shows its newest lines, and the whole log on request, rather than
// scrolling inside the column.
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { GameId } from '../../engine/core/types';
import { t } from '../../i18n';
import type { LogEntry } from '../../table/model';
import { RichLine } from './RichLine';
import { usePhoneLayout } from './phoneLayout';

/** The lines a phone's log shows until the whole log is asked for. */
const NEWEST = 8;

function groups(log: readonly LogEntry[]): { group: string; entries: LogEntry[] }[] {
  const out: { group: string; entries: LogEntry[] }[] = [];
  for (const e of log) {
    const last = out[out.length - 1];
    if (last && last.group === e.group) last.entries.push(e);
    else out.push({ group: e.group, entries: [e] });
  }
  return out;
}

export function LogView({ game, log, live = true }: { game: GameId; log: readonly LogEntry[]; live?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const phone = usePhoneLayout();
  const [whole, setWhole] = useState(false);
  const shown = phone && !whole ? log.slice(-NEWEST) : log;
  const more = phone && log.length > NEWEST;
  const pinned = useRef(true);
  // Where our own last scroll left the box. Scroll events come a frame later, one for several
  // scrolls, and the box may have changed size meanwhile: only a position above ours is the reader
  // scrolling back (a flag for "our scroll" misread the second of two, and unpinned the log).
  const ourTop = useRef(0);
  const toBottom = (el: HTMLDivElement) => {
    el.scrollTop = el.scrollHeight;
    ourTop.current = el.scrollTop;
  };
  // At the next frame, before it paints: read in the same task as the render, scrollHeight forced
  // the whole table's layout in the middle of it (about 90 ms at 4× CPU on a table's first render);
  // at the frame the layout is the one the browser makes anyway.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || !pinned.current) return;
    const frame = requestAnimationFrame(() => {
      if (pinned.current) toBottom(el);
    });
    return () => cancelAnimationFrame(frame);
  }, [log]);
  // The decision beside it grows and shrinks with every choice: a pinned log stays at its end.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const ro = new ResizeObserver(() => {
      if (pinned.current) toBottom(el);
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return (
    <section class="log" aria-labelledby="log-title">
      <div class="log-head">
        <h2 id="log-title">{t('table.log')}</h2>
        {more && (
          <button type="button" class="ghost log-more" aria-expanded={whole} onClick={() => setWhole(!whole)}>
            {whole ? t('table.log.newest') : t('table.log.whole', { n: log.length })}
          </button>
        )}
      </div>
      <div
        class="log-scroll"
        ref={box}
        role="log"
        aria-live={live ? 'polite' : 'off'}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.scrollTop + el.clientHeight >= el.scrollHeight - 8) pinned.current = true;
          else if (el.scrollTop < ourTop.current - 1) pinned.current = false;
        }}
      >
        {groups(shown).map((g) => (
          <section class="log-group" key={g.entries[0]?.id}>
            <h3>{g.group}</h3>
            <ol>
              {g.entries.map((e) => (
                <li key={e.id} class={`log-entry${e.seat === null ? '' : ` seat-${e.seat}`}${e.depth ? ' log-entry--nested' : ''}`} data-depth={e.depth}>
                  <RichLine text={e.text} game={game} />
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </section>
  );
}
