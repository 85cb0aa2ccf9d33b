import { launchBrowser } from '../tests/e2e/support/chromium';
import { startPreview } from '../tests/e2e/support/server';
const server = await startPreview();
const browser = await launchBrowser();
const page = await browser.context.newPage();
await page.setViewportSize({ width: 360, height: 640 });
await page.goto(server.url + '?speed=fast');
await page.getByRole('button', { name: 'Learn to play' }).click();
await page.getByRole('button', { name: /Start: Gears|Start Gears again/ }).first().click();
await page.waitForSelector('.lesson-coach[data-busy=false]');
for (let i = 0; i < Number(process.env.SKIPS ?? 15); i++) {
  const step = await page.locator('.lesson-coach').getAttribute('data-step');
  await page.getByRole('button', { name: 'Skip step', exact: true }).click();
  await page.waitForFunction((s) => { const el = document.querySelector<HTMLElement>('.lesson-coach'); return el?.dataset.busy === 'false' && el.dataset.step !== s; }, step);
}
await page.waitForTimeout(800);
console.log(await page.evaluate(`['.side', '.lesson-coach', '.decision', '.log'].map((s) => { const el = document.querySelector(s); const r = el.getBoundingClientRect(); const cs = getComputedStyle(el); return s + ': y=' + r.y + ' h=' + r.height + ' shrink=' + cs.flexShrink + ' maxh=' + cs.maxHeight + ' ov=' + cs.overflowY + ' scrollH=' + el.scrollHeight; }).join(' | ')`));
await page.screenshot({ path: '/tmp/shots/dbg.png' });
await browser.close(); await server.stop();
