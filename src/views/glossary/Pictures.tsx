// A labelled picture of each game's card or tile, our own drawing: numbered marks on the parts,
// and the same numbers in a list of what each part is. The marks are decorative (a screen reader
// reads the list, and the card's own description); the list wraps in any language and on a phone.
import type { ComponentChildren } from 'preact';
import type { GameId } from '../../engine/core/types';
import { type MessageKey, t } from '../../i18n';
import { ruleName } from '../../table/gears/names';
import { CardFace } from '../innovation/CardFace';
import { PartFace } from '../gear-and-piston/PartArt';
import { GearFace } from '../table/zoom/gears';
import '../innovation/innovation.css';
import '../gear-and-piston/gnp.css';
import '../table/table-features.css';
import './glossary.css';

/** A numbered mark at a spot of the picture (CSS places it by its class). */
export const Mark = ({ n, at }: { n: number; at?: string }) => (
  <span class={at ? `callout callout--${at}` : 'callout'} aria-hidden="true">
    {n}
  </span>
);

function Labelled({ title, labels, children }: { title: string; labels: MessageKey[]; children: ComponentChildren }) {
  return (
    <figure class="labelled">
      <div class="labelled-art">{children}</div>
      <figcaption>
        <p class="labelled-title">{title}</p>
        <ol class="labelled-list">
          {labels.map((key, i) => (
            <li key={key}>
              <span class="callout" aria-hidden="true">
                {i + 1}
              </span>{' '}
              {t(key)}
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}

/** Innovation: Oars (a demand, then an effect everyone may share), its parts numbered. */
function InnovationPicture() {
  return (
    <Labelled title={t('gloss.picture')} labels={['inno.pic.name', 'inno.pic.age', 'inno.pic.icons', 'inno.pic.featured', 'inno.pic.effects', 'inno.pic.demand', 'inno.pic.colour']}>
      <CardFace id="oars" callouts />
    </Labelled>
  );
}

/** Gears: a round card and a red gear, the side that counts and the side a turn up brings. */
function GearsPicture() {
  return (
    <Labelled title={t('gloss.picture.gears')} labels={['gears.pic.value', 'gears.pic.up', 'gears.pic.colour', 'gears.pic.rule']}>
      <div class="gears-picture">
        <div class="gears-picture-round">
          {ruleName('highest')}
          <Mark n={4} at="corner" />
        </div>
        <div class="gears-picture-gear">
          <GearFace gear="blue" />
          <Mark n={1} at="top" />
          <Mark n={2} at="left" />
          <Mark n={3} at="middle" />
        </div>
      </div>
    </Labelled>
  );
}

/** Gear & Piston: a New improvement (icons, a wrench) and a Junk motor (volatility). */
function GnpPicture() {
  return (
    <Labelled
      title={t('gloss.picture.gear-and-piston')}
      labels={['gnp.pic.kind', 'gnp.pic.colour', 'gnp.pic.icons', 'gnp.pic.wrench', 'gnp.pic.volatility', 'gnp.pic.edge']}
    >
      <div class="gnp-picture">
        <div class="gnp-picture-tile">
          <PartFace part="N38" size={132} />
          <Mark n={1} at="kind" />
          <Mark n={2} at="ground" />
          <Mark n={3} at="icons" />
          <Mark n={4} at="wrench" />
        </div>
        <div class="gnp-picture-tile">
          <PartFace part="J01" size={132} />
          <Mark n={5} at="flames" />
          <Mark n={6} at="edge" />
        </div>
      </div>
    </Labelled>
  );
}

export function GlossaryPicture({ game }: { game: GameId }) {
  switch (game) {
    case 'innovation':
      return <InnovationPicture />;
    case 'gears':
      return <GearsPicture />;
    case 'gear-and-piston':
      return <GnpPicture />;
  }
}
