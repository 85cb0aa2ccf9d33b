// Over every screen and the canvas while the kiosk runs: the showcase's title and results
// cards, the visitor's offer and the warning before a visitor's game is given up, the closed card
// outside opening hours, and the venue's way in. On a device without a venue code the
// kiosk first asks for one (FirstCode). A long press on the top left corner asks for the code;
// the right code opens the venue screen, a wrong one closes the pad and nothing else happens.
// After a few wrong codes the gesture does nothing for a minute, even across a reload. The cards
// are the table's (their code loads with it); this layer is mounted with the app.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { watchBurnIn } from '../../app/burnIn';
import { kioskState } from '../../app/kiosk';
import { openingState, watchOpeningHours } from '../../app/openingWatch';
import { appServices } from '../../app/services';
import { closeShow, openShow } from '../../app/showcaseRun';
import { CodeGate, deviceMemory } from '../../app/venue';
import { lazyScreen } from '../lazy';
import { currentTable } from '../table/current';
import { useStore } from '../useStore';
import { ClosedCard } from './ClosedCard';
import { CodePad } from './CodePad';
import { FirstCode } from './FirstCode';
import { IdleWarning } from './IdleWarning';
import { watchCornerPress } from './longPress';
import { VenueScreen } from './VenueScreen';

const ShowcaseCards = lazyScreen(() => import('./ShowcaseCards').then((m) => m.ShowcaseCards));

export function KioskLayer() {
  const { active } = useStore(kioskState);
  const table = useStore(currentTable);
  const [open, setOpen] = useState<'none' | 'first' | 'pad' | 'venue'>('none');
  const gate = useRef(new CodeGate(Date.now, deviceMemory()));
  const close = useCallback(() => setOpen('none'), []);
  const hours = useStore(openingState);

  // Opening hours: outside them the closed card covers the screen and the show stops; back inside, a new show starts.
  useEffect(() => {
    if (!active) return;
    return watchOpeningHours({ hours: () => appServices().settings.kiosk.hours, onOpen: () => openShow(appServices()), onClose: () => closeShow(appServices()) });
  }, [active]);

  // Burn-in care: the chrome moves a few pixels every few minutes (kiosk.css reads the offset).
  useEffect(() => (active ? watchBurnIn(document.documentElement) : undefined), [active]);

  useEffect(() => {
    if (!active) {
      setOpen('none');
      return;
    }
    // The soak run's and the tests' hook: in their builds only (`vite build --mode e2e`), not in production.
    if (import.meta.env.DEV || import.meta.env.MODE === 'e2e') void import('./testHook').then((hook) => hook.installKioskHook());
    const noCode = () => appServices().settings.kiosk.codeHash === null;
    if (noCode()) setOpen('first');
    return watchCornerPress(window, () => {
      if (gate.current.shut()) return;
      setOpen(noCode() ? 'first' : 'pad');
    });
  }, [active]);

  useEffect(() => {
    document.body.dataset.venue = open;
  }, [open]);

  if (!active) return null;
  const submit = async (code: string) => {
    const ok = await gate.current.tryCode(code, appServices().settings.kiosk);
    setOpen(ok ? 'venue' : 'none');
  };
  return (
    <>
      {table && <ShowcaseCards table={table} />}
      <IdleWarning />
      {!hours.open && <ClosedCard look={appServices().settings.kiosk.closedLook} at={hours.at} />}
      {open === 'first' && <FirstCode onSet={close} />}
      {open === 'pad' && <CodePad onSubmit={(code) => void submit(code)} onCancel={close} />}
      {open === 'venue' && <VenueScreen onClose={close} />}
    </>
  );
}
