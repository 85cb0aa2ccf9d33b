// Screen reader mode's table: in the canvas's place, the decision first, then one polite live
// region that announces every event once as it plays (the log's words), the decisions and what
// the reading keys ask (emptied at a hot-seat hand-over, like the log); the position as text;
// "What you know" where it is on; the log; the list of keys. Reading keys say a part
// of the table without moving the focus; when a decision appears and the focus was lost (the
// button pressed is gone), the focus goes to its first choice.
import type { ComponentChildren, FunctionComponent } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { t } from '../../i18n';
import type { TableController } from '../../table/controller';
import type { TableModel } from '../../table/model';
import { type NvRead, keyList, readKey, readout } from './keys';
import { NewsReader } from './news';
import { NvBoard } from './NvBoard';
import type { NvGame } from './types';
import './nv.css';

/** How many announcements the live region keeps (older ones have been read). */
const KEEP = 30;

interface Said {
  id: number;
  text: string;
}

const typing = (el: Element | null) => !!el && (el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA' || (el as HTMLElement).isContentEditable);

function firstChoice(): HTMLButtonElement | null {
  return document.querySelector<HTMLButtonElement>('.decision fieldset button:not([disabled])');
}

export type NvTableProps = { controller: TableController; model: TableModel; decision: ComponentChildren; known?: ComponentChildren; log: ComponentChildren };

/** The text table of one game, given its part (its views kit's `nv`, which TableScreen loads with this file). */
export const nvTableOf =
  (nv: NvGame): FunctionComponent<NvTableProps> =>
  (props) => <GameNvTable {...props} nv={nv} />;

function GameNvTable({ controller, model, decision, known = null, log, nv }: NvTableProps & { nv: NvGame }) {
  const game = model.game;
  const chrome = model.chrome;
  const outline = useMemo(() => (chrome ? nv.outline(chrome) : null), [chrome, nv]);
  const [said, setSaid] = useState<Said[]>([]);
  const last = useRef<string | null>(null);
  const nextId = useRef(1);
  const say = (texts: string[]) => {
    const fresh = texts.filter((x) => x !== '');
    if (fresh.length === 0) return;
    last.current = fresh[fresh.length - 1] ?? null;
    setSaid((old) => [...old, ...fresh.map((text) => ({ id: nextId.current++, text }))].slice(-KEEP));
  };

  // The newest announcement stays in sight (for a sighted helper; a screen reader hears it anyway).
  const list = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [said]);

  // Every change of the model: what it brings to announce. A hand-over wipes what was said: the
  // next human must not read the last one's announcements (their own gear, their draw).
  useEffect(() => {
    const reader = new NewsReader();
    let handingOver = false;
    const follow = (m: TableModel) => {
      if (m.handover && !handingOver) {
        last.current = null;
        setSaid([]);
      }
      handingOver = m.handover !== null;
      say(reader.read(m));
    };
    follow(controller.model.get());
    return controller.model.subscribe(follow);
  }, [controller]);

  // A new decision while nothing has the focus: its first choice takes it.
  const buttons = chrome?.buttons;
  useEffect(() => {
    if (!buttons || buttons.length === 0 || document.querySelector('dialog[open]')) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    firstChoice()?.focus();
  }, [buttons]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.repeat || document.querySelector('dialog[open]')) return;
      const asked = readKey(e);
      if (!asked) return;
      const active = document.activeElement;
      // A key typed into a field is the field's; Alt+Shift still reads.
      if (typing(active) && !e.altKey) return;
      e.preventDefault();
      const m = controller.model.get();
      if (asked.read === 'decide') {
        const first = firstChoice();
        if (first) first.focus();
        else say([readout('what', undefined, context(m))]);
        return;
      }
      say([readout(asked.read as NvRead, asked.seat, context(m))]);
    };
    const context = (m: TableModel) => {
      const el = document.activeElement as HTMLElement | null;
      const cardId = el?.closest<HTMLElement>('[data-card]')?.dataset.card;
      const button = el?.closest<HTMLElement>('[data-button]')?.dataset.button;
      return {
        model: m,
        outline: m.chrome ? nv.outline(m.chrome) : null,
        nv,
        focus: { ...(cardId ? { card: cardId } : {}), ...(button ? { button } : {}) },
        last: last.current,
      };
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [controller, nv]);

  const where = chrome ? [chrome.title, chrome.progress, chrome.status.text].filter(Boolean).join(' · ') : '';
  return (
    <div class="nv-table">
      {decision}
      <section class="nv-news" aria-labelledby="nv-news-title">
        <h2 id="nv-news-title">{t('nv.news')}</h2>
        <div
          class="nv-news-list"
          ref={list}
          role="log"
          aria-live="polite"
          aria-labelledby="nv-news-title"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled
          tabIndex={0}
        >
          {said.map((s) => (
            <p key={s.id}>{s.text}</p>
          ))}
        </div>
      </section>
      {outline && chrome && <NvBoard outline={outline} game={game} where={where} />}
      {known}
      {log}
      <section class="nv-keys" aria-labelledby="nv-keys-title">
        <h2 id="nv-keys-title">{t('nv.keys')}</h2>
        <ul>
          {keyList().map((k) => (
            <li key={k}>{k}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
