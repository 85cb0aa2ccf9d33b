// Gears cards, large: a gear with its four values on its four edges, a code card, a character
// with both its abilities, a round card with its rule (and night effect) explained.
import { GEARS } from '../../../engine/gears/data';
import { cardView } from '../../../engine/gears/round-card';
import type { GearColor } from '../../../engine/gears/types';
import { type MessageKey, t, tk } from '../../../i18n';
import { characterName, colourName, gearName, ruleName } from '../../../table/gears/names';
import { parseZoomId } from '../../../table/gears/zoomIds';
import type { ZoomRenderer } from './types';

/** values[0] faces up (the round card), then left, bottom, right: a turn up brings the next one up. */
const EDGES = ['top', 'left', 'bottom', 'right'] as const;

export function GearFace({ gear }: { gear: GearColor }) {
  const values = GEARS[gear].values;
  return (
    <div class={`zoom-gear zoom-gear--${gear}`} role="img" aria-label={t('zoom.gearValues', { values: values.join(', ') })}>
      <span class="zoom-gear-wheel" aria-hidden="true" />
      {values.map((v, k) => (
        <span key={EDGES[k]} class={`zoom-gear-value zoom-gear-value--${EDGES[k]}`} aria-hidden="true">
          {v}
        </span>
      ))}
    </div>
  );
}

/** How a Gears card, gear or round card looks large. */
export const gearsZoom: ZoomRenderer = (id) => {
  const z = parseZoomId(id);
  if (!z) return null;
  switch (z.kind) {
    case 'gear': {
      if (!(z.gear in GEARS)) return null;
      const gear = z.gear as GearColor;
      return {
        title: gearName(gear),
        body: (
          <>
            <GearFace gear={gear} />
            <p>{tk(`gears.gear.${gear}.help`)}</p>
            <p class="muted">{t('zoom.gearTurns', { values: GEARS[gear].values.join(' → ') })}</p>
          </>
        ),
      };
    }
    case 'code':
      return {
        title: t('zoom.codeTitle', { colour: colourName(z.colour), number: z.number }),
        body: (
          <>
            <div class={`zoom-code zoom-code--${z.colour}`} aria-hidden="true">
              {z.number}
            </div>
            <p>{t('gears.code.help', { colour: colourName(z.colour), number: z.number })}</p>
            <p class="muted">
              {t('gears.code.entered')} {t('gears.code.verify')}
            </p>
          </>
        ),
      };
    case 'character':
      return {
        title: characterName(z.name),
        body: (
          <>
            <p class={z.side === 'day' ? 'zoom-current' : 'muted'}>{tk(`gears.character.${z.name}.day`)}</p>
            <p class={z.side === 'night' ? 'zoom-current' : 'muted'}>{tk(`gears.character.${z.name}.night`)}</p>
          </>
        ),
      };
    case 'round': {
      const face = cardView(z.card, z.shift === 'day' ? 0 : 5);
      return {
        title: `${z.card} · ${t(z.shift === 'day' ? 'gears.table.day' : 'gears.table.night')}`,
        body: (
          <>
            <p class="zoom-rule">{ruleName(face.rule)}</p>
            <p>{t(`gears.rule.${face.rule}.explain` as MessageKey)}</p>
            {face.effect && <p class="zoom-current">{tk(`gears.effect.${face.effect}`)}</p>}
          </>
        ),
      };
    }
  }
};
