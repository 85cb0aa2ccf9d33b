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
    default:
      return <path fill="#1b1f27" fill-opacity="0.55" d="M0 -8 L6.9 -4 L6.9 4 L0 8 L-6.9 4 L-6.9 -4 Z" />;
  }
}

export function InnoIcon({ icon, label, size = '1.4em', age }: { icon: IconSlot; label?: string; size?: string; age?: number }) {
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
