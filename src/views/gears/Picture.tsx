// Gears' labelled picture: a round card and a gear, the side that counts and the side a turn up brings.
import { t } from '../../i18n';
import { ruleName } from '../../table/gears/names';
import { Labelled, Mark } from '../glossary/Labelled';
import { GearFace } from '../table/zoom/gears';

export function GearsPicture() {
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
