// An Innovation card in HTML, for the card zoom, the card browser and the hand panel: its colour,
// the four icon positions (top left; bottom left, middle, right) with the age in the hexagon, the
// name, and the dogma text in the current language, each effect after its featured icon. The
// chip form is one line (colour, age, name, icons) for lists.
import { facts } from '../../engine/innovation/facts';
import type { CardId, Edition, IconSlot } from '../../engine/innovation/types';
import { t } from '../../i18n';
import { cardName, cardText, echoText } from '../../table/innovation/names';
import { colourName, iconName } from '../../table/innovation/text';
import { TermText } from '../table/RichLine';
import { InnoIcon } from './Icon';

/** Words for a screen reader: name, age, colour and the four icons. */
export function cardSummary(id: CardId): string {
  const f = facts(id);
  const icons = f.icons.map(slotName).join(', ');
  const set = f.set === 'echoes' ? `, ${t('inno.echoes.setName')}` : '';
  return `${cardName(id)}, ${t('inno.zoom.age', { n: f.age })}, ${colourName(f.color)}${set}. ${t('inno.zoom.icons', { list: icons })}`;
}

/** An icon position in words: an icon, the picture, an echo effect's slot, or a bonus and its value. */
export function slotName(slot: IconSlot): string {
  if (slot === 'hex') return t('inno.zoom.hex');
  if (slot === 'echo') return t('inno.echoes.echoLabel');
  if (slot.startsWith('bonus-')) return t('inno.echoes.bonus', { n: Number(slot.slice('bonus-'.length)) });
  return iconName(slot);
}

/**
 * The card, large. Its text's glossary terms are buttons that open their entry. `callouts` numbers
 * its parts for the glossary's labelled picture of a card whose first effect is a demand (Oars):
 * 1 name, 2 age, 3 icons, 4 featured icon, 5 dogma effects, 6 a demand, 7 colour.
 */
export function CardFace({ id, edition = 'last', callouts = false }: { id: CardId; edition?: Edition; callouts?: boolean }) {
  const f = facts(id);
  const slot = (k: number) => <InnoIcon icon={f.icons[k] ?? 'hex'} {...(f.icons[k] === 'hex' ? { age: f.age } : {})} size="2.2em" />;
  const mark = (n: number) =>
    callouts ? (
      <span class="callout" aria-hidden="true">
        {n}
      </span>
    ) : null;
  const effects = cardText(id, edition).split('\n');
  // Echoes: the echo effect, marked as such, comes before the dogma effects (it runs first).
  const echo = echoText(id);
  const effectsAt = effects.length > 1 ? 1 : 0;
  return (
    <article class={`inno-card inno-card--${f.color}`} aria-label={cardSummary(id)}>
      <div class="inno-card-top">
        {slot(0)}
        {mark(3)}
        <span class="inno-card-name">
          {cardName(id)}
          {mark(1)}
        </span>
        <span class="inno-card-age" aria-hidden="true">
          {f.age}
        </span>
        {mark(2)}
      </div>
      <div class="inno-card-text">
        {echo && (
          <p class="inno-card-echo" data-echo="true">
            <InnoIcon icon="echo" size="1.2em" /> <b>{t('inno.echoes.echoLabel')}:</b> <TermText text={echo} game="innovation" />
          </p>
        )}
        {effects.map((effect, i) => (
          <p key={i}>
            {i === 0 && mark(6)}
            {i === effectsAt && i > 0 && mark(5)}
            <InnoIcon icon={f.dogmaIcon} label={t('inno.zoom.dogmaIcon', { icon: iconName(f.dogmaIcon) })} size="1.2em" />
            {i === 0 && mark(4)}
            {i === 0 && effectsAt === 0 && mark(5)} <TermText text={effect} game="innovation" />
          </p>
        ))}
      </div>
      <div class="inno-card-bottom" aria-hidden="true">
        {slot(1)}
        {slot(2)}
        {slot(3)}
        {mark(7)}
      </div>
    </article>
  );
}

/** One line: colour edge, age, name and the four icons (the hexagon without the age: the chip says it, larger). */
export function CardChip({ id }: { id: CardId }) {
  const f = facts(id);
  return (
    <span class={`inno-chip inno-chip--${f.color}`}>
      <span class="inno-chip-age">{f.age}</span>
      <span class="inno-chip-name">{cardName(id)}</span>
      <span class="inno-chip-icons" aria-hidden="true">
        {f.icons.map((icon, k) => (
          <InnoIcon key={k} icon={icon} size="1.15em" />
        ))}
      </span>
    </span>
  );
}
