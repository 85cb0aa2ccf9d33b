// The legend, one tap from the table: every part kind with its silhouette, the colours, the three
// icons investors count, the wrench and volatility marks, New and Junk edges, the marks a car
// gets when a part breaks a rule, and the board's own marks.
import { t, tk } from '../../i18n';
import type { ArtKind } from '../../table/gear-and-piston/art';
import { Badge, FillMark, Glyph, KindFace, PartFace } from './PartArt';

const KINDS: readonly ArtKind[] = ['motor', 'fuel', 'steering', 'axle', 'gear', 'improvement', 'frame'];
const COLOURS = ['red', 'green', 'yellow', 'grey'] as const;
const SWATCH: Record<(typeof COLOURS)[number], string> = { red: 'N01', green: 'N03', yellow: 'N05', grey: 'N13' };

export function Legend() {
  return (
    <div class="gnp-legend">
      <section>
        <h3>{t('gnp.legend.kinds')}</h3>
        <ul class="gnp-legend-list">
          {KINDS.map((kind) => (
            <li key={kind}>
              <KindFace kind={kind} size={56} />
              <div>
                <strong>{tk(`gnp.legend.kind.${kind}`)}</strong>
                <p>{tk(`gnp.legend.kindHelp.${kind}`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3>{t('gnp.legend.colours')}</h3>
        <ul class="gnp-legend-list">
          {COLOURS.map((c) => (
            <li key={c}>
              <PartFace part={SWATCH[c]} size={40} />
              <p>{tk(`gnp.legend.colour.${c}`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3>{t('gnp.legend.icons')}</h3>
        <ul class="gnp-legend-list">
          {(['range', 'comfort', 'power'] as const).map((icon) => (
            <li key={icon}>
              <Glyph of={icon} size={32} />
              <p>{tk(`gnp.legend.icon.${icon}`)}</p>
            </li>
          ))}
          <li>
            <Glyph of="wrench" size={32} />
            <p>{t('gnp.legend.wrench')}</p>
          </li>
          <li>
            <Glyph of="volatility" size={32} />
            <p>{t('gnp.legend.volatility')}</p>
          </li>
        </ul>
      </section>
      <section>
        <h3>{t('gnp.legend.edges')}</h3>
        <ul class="gnp-legend-list">
          <li>
            <PartFace part="N18" size={40} />
            <p>{t('gnp.legend.new')}</p>
          </li>
          <li>
            <PartFace part="J20" size={40} />
            <p>{t('gnp.legend.junk')}</p>
          </li>
        </ul>
      </section>
      <section>
        <h3>{t('gnp.legend.car')}</h3>
        <ul class="gnp-legend-list">
          <li>
            <Badge kind="axle" size={32} />
            <p>{t('gnp.legend.mark.unsupported')}</p>
          </li>
          <li>
            <Badge kind="fuel" size={32} />
            <p>{t('gnp.legend.mark.noTank')}</p>
          </li>
          <li>
            <Badge kind="motor" size={32} />
            <p>{t('gnp.legend.mark.noMotor')}</p>
          </li>
          <li>
            <FillMark size={32} />
            <p>{t('gnp.legend.mark.fill')}</p>
          </li>
        </ul>
        <p>{t('gnp.legend.complete')}</p>
      </section>
      <section>
        <h3>{t('gnp.legend.board')}</h3>
        <p>{t('gnp.legend.tokens')}</p>
        <p>{t('gnp.legend.workshop')}</p>
        <p>{t('gnp.legend.seat')}</p>
      </section>
    </div>
  );
}
