// Burn-in care: a kiosk screen must have no large pure-white area (it ages an OLED panel first
// and glares in a dim shop). Reads a screenshot's pixels in the page itself (the browser decodes
// the PNG) and counts the 80×80 tiles that are almost all white.
import type { Page } from 'playwright-core';

/** Tiles of 80×80 px whose pixels are ≥ 90 % near-white (every channel ≥ 250). */
export async function whiteTiles(page: Page): Promise<number> {
  const png = (await page.screenshot()).toString('base64');
  return page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const img = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(img.width, img.height);
    const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    ctx.drawImage(img, 0, 0);
    const { data, width, height } = ctx.getImageData(0, 0, img.width, img.height);
    const TILE = 80;
    let tiles = 0;
    for (let ty = 0; ty + TILE <= height; ty += TILE) {
      for (let tx = 0; tx + TILE <= width; tx += TILE) {
        let white = 0;
        for (let y = ty; y < ty + TILE; y++) {
          for (let x = tx; x < tx + TILE; x++) {
            const i = (y * width + x) * 4;
            if ((data[i] as number) >= 250 && (data[i + 1] as number) >= 250 && (data[i + 2] as number) >= 250) white++;
          }
        }
        if (white >= TILE * TILE * 0.9) tiles++;
      }
    }
    return tiles;
  }, png);
}
