// Gear & Piston's labelled picture: a New improvement (icons, a wrench) and a Junk motor (volatility).
import { t } from '../../i18n';
import { Labelled, Mark } from '../glossary/Labelled';
import { PartFace } from './PartArt';
import './gnp.css';

export function GnpPicture() {
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
