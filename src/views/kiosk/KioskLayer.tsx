// Over every screen and the canvas while the kiosk runs: the showcase's title and results
// cards and the visitor's offer, and the venue's way in. A long press on the top left
// corner asks for the venue code (or, before one is set, opens the venue screen at once); the
// right code opens the venue screen, a wrong one closes the pad and nothing else happens. After
// a few wrong codes the gesture does nothing for a minute. The cards are the table's (their code
// loads with it); this layer is mounted with the app.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { kioskState } from '../../app/kiosk';
import { appServices } from '../../app/services';
import { CodeGate } from '../../app/venue';
import { lazyScreen } from '../lazy';
import { currentTable } from '../table/current';
import { useStore } from '../useStore';
import { CodePad } from './CodePad';
import { watchCornerPress } from './longPress';
import { VenueScreen } from './VenueScreen';

const ShowcaseCards = lazyScreen(() => import('./ShowcaseCards').then((m) => m.ShowcaseCards));

export function KioskLayer() {
  const { active } = useStore(kioskState);
  const table = useStore(currentTable);
  const [open, setOpen] = useState<'none' | 'pad' | 'venue'>('none');
  const gate = useRef(new CodeGate());
  const close = useCallback(() => setOpen('none'), []);

  useEffect(() => {
    if (!active) {
      setOpen('none');
      return;
    }
    void import('./testHook').then((hook) => hook.installKioskHook());
    return watchCornerPress(window, () => {
      if (gate.current.shut()) return;
      setOpen(appServices().settings.kiosk.codeHash === null ? 'venue' : 'pad');
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
      {open === 'pad' && <CodePad onSubmit={(code) => void submit(code)} onCancel={close} />}
      {open === 'venue' && <VenueScreen onClose={close} />}
    </>
  );
}
