// Innovation's labelled picture: Oars (a demand, then an effect everyone may share), its parts numbered.
import { t } from '../../i18n';
import { Labelled } from '../glossary/Labelled';
import { CardFace } from './CardFace';
import './innovation.css';

export function InnovationPicture() {
  return (
    <Labelled title={t('gloss.picture')} labels={['inno.pic.name', 'inno.pic.age', 'inno.pic.icons', 'inno.pic.featured', 'inno.pic.effects', 'inno.pic.demand', 'inno.pic.colour']}>
      <CardFace id="oars" callouts />
    </Labelled>
  );
}
