// The six Innovation icons and the hexagon as small inline SVGs: the same shapes and colours the
// canvas draws (ui/innovation/cardArt.ts), each with its own silhouette so they stay apart without
// colour vision. Decorative by default; give `label` when the icon carries meaning on its own.
import type { IconSlot } from '../../engine/innovation/types';

const FILL: Record<string, string> = {
  crown: '#f2c14e',
  leaf: '#55c46e',
  lightbulb: '#fff2a6',
  castle: '#9aa4b1',
  factory: '#c0703c',
  clock: '#7fc8f0',
};

function shape(icon: IconSlot) {
  const f = FILL[icon] ?? '#fff';
  switch (icon) {
    case 'crown':
      return <path fill={f} d="M-7 4 L-7 -4 L-2 1 L0 -7 L2 1 L7 -4 L7 4 Z" />;
    case 'leaf':
      return (
        <>
          <ellipse fill={f} cx="0" cy="0" rx="4.2" ry="7" />
          <line x1="0" y1="-5.5" x2="0" y2="7" stroke="#1b1f27" stroke-width="1.2" />
        </>
      );
    case 'lightbulb':
      return (
        <>
          <circle fill={f} cx="0" cy="-1.4" r="5.2" />
          <rect fill={f} x="-2.4" y="2.8" width="4.8" height="3.6" />
        </>
      );
    case 'castle':
      return <path fill={f} d="M-5.6 5.6 V-2 H-5.6 V-5.6 H-3.5 V-3.5 H-1 V-5.6 H1 V-3.5 H3.5 V-5.6 H5.6 V5.6 Z" />;
    case 'factory':
      return <path fill={f} d="M-6.3 5.6 V0 L-2.1 -3.5 V0 L2.1 -3.5 V0 H3.2 V-6.3 H5.6 V5.6 Z" />;
    case 'clock':
      return (
        <>
          <circle fill={f} cx="0" cy="0" r="6.3" />
          <path d="M0 0 V-4.2 M0 0 L3.2 1.4" stroke="#1b1f27" stroke-width="1.3" fill="none" />
        </>
      );
    case 'echo':
      // Echoes: the echo effect's slot, three widening arcs (a sound going out).
      return (
        <g fill="none" stroke="#9fd8e8" stroke-width="1.6" stroke-linecap="round">
          <circle cx="-4.5" cy="0" r="1.6" fill="#9fd8e8" stroke="none" />
          <path d="M-1.5 -3.2 A4 4 0 0 1 -1.5 3.2" />
          <path d="M1.2 -5.4 A7 7 0 0 1 1.2 5.4" />
          <path d="M4 -7.2 A9.5 9.5 0 0 1 4 7.2" />
        </g>
      );
    default:
      return <path fill="#1b1f27" fill-opacity="0.55" d="M0 -8 L6.9 -4 L6.9 4 L0 8 L-6.9 4 L-6.9 -4 Z" />;
  }
}

export function InnoIcon({ icon, label, size = '1.4em', age }: { icon: IconSlot; label?: string; size?: string; age?: number }) {
  if (icon.startsWith('bonus-')) {
    // Echoes: a bonus is a value, not an icon: a light square holding its number.
    return (
      <svg class="inno-icon inno-icon--bonus" viewBox="-10 -10 20 20" width={size} height={size} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
        <rect x="-8.5" y="-8.5" width="17" height="17" rx="3" fill="#f4efe4" stroke="#1b1f27" stroke-width="1.4" />
        <text x="0" y="4.2" text-anchor="middle" font-size="12" font-weight="700" fill="#1b1f27">
          {icon.slice('bonus-'.length)}
        </text>
      </svg>
    );
  }
  return (
    <svg class={`inno-icon inno-icon--${icon}`} viewBox="-10 -10 20 20" width={size} height={size} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      {icon !== 'hex' && <circle cx="0" cy="0" r="10" fill="#1b1f27" fill-opacity="0.85" />}
      {shape(icon)}
      {icon === 'hex' && age !== undefined && (
        <text x="0" y="3.6" text-anchor="middle" font-size="10" font-weight="700" fill="#f4efe4">
          {age}
        </text>
      )}
    </svg>
  );
}
