// The art of a Gear & Piston tile as SVG (the same shapes the canvas draws, ui/gear-and-piston/art):
// a part's face, a kind on a plain ground (the legend), an icon or a mark inline in a sentence.
import { partSpec } from '../../engine/gear-and-piston/parts';
import { isTile } from '../../table/gear-and-piston/help';
import { type ArtKind, type IconKind, INKS, type Prim, badgeArt, colourPattern, fillArt, iconArt, kindArt, tileArt, volatilityArt, wrenchArt } from '../../table/gear-and-piston/art';
import { JUNK_EDGE, NEW_EDGE, PART_FILL } from '../../table/gear-and-piston/art';
import { css } from '../../table/palette';

function Prims({ prims }: { prims: readonly Prim[] }) {
  return (
    <>
      {prims.map((p, i) => {
        const fill = 'fill' in p && p.fill ? css(INKS[p.fill]) : 'none';
        const stroke = p.stroke ? css(INKS[p.stroke]) : undefined;
        const sw = p.sw;
        switch (p.k) {
          case 'rect':
            return <rect key={i} x={p.x} y={p.y} width={p.w} height={p.h} rx={p.r ?? 0} fill={fill} stroke={stroke} stroke-width={sw} />;
          case 'circle':
            return <circle key={i} cx={p.x} cy={p.y} r={p.r} fill={fill} fill-opacity={p.a} stroke={stroke} stroke-width={sw} />;
          case 'poly':
            return <polygon key={i} points={p.pts.map((v) => v.toFixed(1)).join(' ')} fill={fill} stroke={stroke} stroke-width={sw} />;
          default:
            return <line key={i} x1={p.x1} y1={p.y1} x2={p.x2} y2={p.y2} stroke={stroke} stroke-opacity={p.a} stroke-width={sw} stroke-linecap="round" />;
        }
      })}
    </>
  );
}

/** A tile's ground: its colour (scrap hatched) and its New (cream) or Junk (rust) edge. */
function Ground({ colour, section }: { colour: string | null; section: string }) {
  const fill = css(colour ? (PART_FILL[colour] ?? (PART_FILL.grey as number)) : (PART_FILL.scrap as number));
  const junk = section === 'junk';
  return (
    <>
      <rect x={2} y={2} width={96} height={96} rx={12} fill={fill} stroke={css(junk ? JUNK_EDGE : NEW_EDGE)} stroke-width={junk ? 8 : 5} />
      {section === 'scrap' && [20, 40, 60, 80].map((d) => <line key={d} x1={d} y1={4} x2={4} y2={d} stroke="#6b5a4a" stroke-width={3} />)}
    </>
  );
}

/** A part's face, large (decorative: the words beside it say the same). */
export function PartFace({ part, size }: { part: string; size: number }) {
  if (!isTile(part)) return null;
  const spec = partSpec(part);
  const art = tileArt({ kind: spec.type as ArtKind, range: spec.range, comfort: spec.comfort, power: spec.power, volatility: spec.volatility, wrenches: spec.wrenches });
  return (
    <svg class="gnp-face" width={size} height={size} viewBox="0 0 100 100" aria-hidden="true">
      <Ground colour={spec.colour} section={spec.section} />
      {/* The colour-blind aid's pattern (shown by html.colour-aid, gnp.css). */}
      <g class="gnp-aid">
        <Prims prims={colourPattern(spec.colour)} />
      </g>
      <Prims prims={art} />
    </svg>
  );
}

/** A part kind on a plain grey ground (the legend). */
export function KindFace({ kind, size }: { kind: ArtKind; size: number }) {
  return (
    <svg class="gnp-face" width={size} height={size} viewBox="0 0 100 100" aria-hidden="true">
      <Ground colour={kind === 'frame' ? null : 'grey'} section={kind === 'frame' ? 'scrap' : 'new'} />
      <Prims prims={kindArt(kind)} />
    </svg>
  );
}

/** An icon (range, comfort, power) or a mark (wrench, volatility) at text size. */
export function Glyph({ of, size = 20 }: { of: IconKind | 'wrench' | 'volatility'; size?: number }) {
  const prims = of === 'wrench' ? [{ k: 'circle', x: 50, y: 50, r: 48, fill: 'ink' } as Prim, ...wrenchArt(50, 50, 36)] : of === 'volatility' ? [{ k: 'circle', x: 50, y: 50, r: 48, fill: 'ink' } as Prim, ...volatilityArt(50, 50, 34)] : iconArt(of, 50, 50, 44);
  return (
    <svg class="gnp-glyph" width={size} height={size} viewBox="0 0 100 100" aria-hidden="true">
      <Prims prims={prims} />
    </svg>
  );
}

/** A car cell's problem badge: what the part lacks (an axle, a fuel tank, a motor). */
export function Badge({ kind, size = 22 }: { kind: ArtKind; size?: number }) {
  return (
    <svg class="gnp-glyph" width={size} height={size} viewBox="0 0 100 100" aria-hidden="true">
      <Prims prims={badgeArt(kind)} />
    </svg>
  );
}

/** An empty car space that its column needs filled: an amber frame with a plus. */
export function FillMark({ size = 22 }: { size?: number }) {
  return (
    <svg class="gnp-glyph" width={size} height={size} viewBox="0 0 100 100" aria-hidden="true">
      <Prims prims={fillArt()} />
    </svg>
  );
}
