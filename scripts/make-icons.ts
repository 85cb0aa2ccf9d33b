// Draws the Boardwright app icon (a brass gear on a teal tile) and writes the PWA icons:
//   assets/icons/icon-{192,512}.png      purpose "any": rounded tile, transparent corners
//   assets/icons/maskable-{192,512}.png  purpose "maskable": full-bleed, gear inside the safe zone
//   assets/icons/icon.svg                the same mark as a vector (favicon)
// No image library: the shape is a function of (x, y), sampled 4×4 per pixel, and the PNG is
// encoded here with node:zlib. Run: npx tsx scripts/make-icons.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

type Rgba = [number, number, number, number];

const TEAL: Rgba = [0x1f, 0x3b, 0x36, 255];
const BRASS: Rgba = [0xe3, 0xaa, 0x48, 255];
const BRASS_DARK: Rgba = [0xa8, 0x74, 0x22, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

const TEETH = 10;

/** Is the point (in units of the gear's tip radius, centred) on the gear, and which part? */
function gearPart(x: number, y: number): 'body' | 'ring' | null {
  const r = Math.hypot(x, y);
  if (r > 1) return null;
  // Position within one tooth period, 0..1, tooth centred on 0.5 with sloped flanks.
  const t = ((Math.atan2(y, x) / (2 * Math.PI)) * TEETH + 10.25) % 1;
  const d = Math.abs(t - 0.5); // 0 at the tooth centre, 0.5 mid-gap
  const root = 0.78;
  // Flat top for |d| < 0.14, flank down to the root by 0.24.
  const edge = d < 0.14 ? 1 : d > 0.24 ? root : 1 - ((d - 0.14) / 0.1) * (1 - root);
  if (r > edge) return null;
  if (r < 0.26) return null; // the axle hole shows the tile
  if (r < 0.36) return 'ring';
  // Four round windows between hub and rim make it read as a gear, not a flower.
  for (let k = 0; k < 4; k++) {
    const a = (k * Math.PI) / 2 + Math.PI / 4;
    if (Math.hypot(x - 0.56 * Math.cos(a), y - 0.56 * Math.sin(a)) < 0.13) return null;
  }
  return r > 0.7 ? 'ring' : 'body';
}

function insideRoundedSquare(x: number, y: number, radius: number): boolean {
  // x, y in [0, 1]; corners rounded with the given radius.
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

function render(size: number, maskable: boolean): Buffer {
  // The maskable safe zone is a centred circle of radius 0.4·size: keep the gear inside 0.34.
  const gearRadius = maskable ? 0.34 : 0.4;
  const rgba = Buffer.alloc(size * size * 4);
  const N = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const acc = [0, 0, 0, 0];
      for (let sy = 0; sy < N; sy++) {
        for (let sx = 0; sx < N; sx++) {
          const u = (px + (sx + 0.5) / N) / size;
          const v = (py + (sy + 0.5) / N) / size;
          let c: Rgba = maskable || insideRoundedSquare(u, v, 0.18) ? TEAL : CLEAR;
          const part = gearPart((u - 0.5) / gearRadius, (v - 0.5) / gearRadius);
          if (part === 'body') c = BRASS;
          else if (part === 'ring') c = BRASS_DARK;
          // Premultiply so the edges of the transparent corners blend cleanly.
          const a = c[3] / 255;
          acc[0] = (acc[0] ?? 0) + c[0] * a;
          acc[1] = (acc[1] ?? 0) + c[1] * a;
          acc[2] = (acc[2] ?? 0) + c[2] * a;
          acc[3] = (acc[3] ?? 0) + a;
        }
      }
      const o = (py * size + px) * 4;
      const alpha = (acc[3] ?? 0) / (N * N);
      const div = (acc[3] ?? 0) || 1;
      rgba[o] = Math.round((acc[0] ?? 0) / div);
      rgba[o + 1] = Math.round((acc[1] ?? 0) / div);
      rgba[o + 2] = Math.round((acc[2] ?? 0) / div);
      rgba[o + 3] = Math.round(alpha * 255);
    }
  }
  return encodePng(size, size, rgba);
}

// --- a minimal PNG encoder: signature, IHDR, one IDAT, IEND --------------------------------

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

export function encodePng(width: number, height: number, rgba: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type RGBA
  // Each row starts with filter byte 0 (none).
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function svg(): string {
  // The same gear as a path: tooth outline sampled along the profile function above.
  const points: string[] = [];
  const steps = TEETH * 40;
  for (let i = 0; i < steps; i++) {
    const a = (i / steps) * 2 * Math.PI;
    let r = 1;
    while (r > 0 && gearPart(r * Math.cos(a), r * Math.sin(a)) === null) r -= 0.005;
    points.push(`${(50 + 40 * r * Math.cos(a)).toFixed(2)},${(50 + 40 * r * Math.sin(a)).toFixed(2)}`);
  }
  const windows = [0, 1, 2, 3]
    .map((k) => {
      const a = (k * Math.PI) / 2 + Math.PI / 4;
      return `<circle cx="${(50 + 40 * 0.56 * Math.cos(a)).toFixed(2)}" cy="${(50 + 40 * 0.56 * Math.sin(a)).toFixed(2)}" r="${(40 * 0.13).toFixed(2)}" fill="#1f3b36"/>`;
    })
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">',
    '<rect width="100" height="100" rx="18" fill="#1f3b36"/>',
    `<polygon points="${points.join(' ')}" fill="#a87422"/>`,
    '<circle cx="50" cy="50" r="28" fill="#e3aa48"/>',
    windows,
    '<circle cx="50" cy="50" r="14.4" fill="#a87422"/>',
    '<circle cx="50" cy="50" r="10.4" fill="#1f3b36"/>',
    '</svg>',
  ].join('');
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'assets', 'icons');
mkdirSync(out, { recursive: true });
for (const size of [192, 512]) {
  writeFileSync(join(out, `icon-${size}.png`), render(size, false));
  writeFileSync(join(out, `maskable-${size}.png`), render(size, true));
}
writeFileSync(join(out, 'icon.svg'), `${svg()}\n`);
console.log(`Wrote icons to ${out}`);
