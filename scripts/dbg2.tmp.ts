import { launchBrowser } from '../tests/e2e/support/chromium';
import { startPreview } from '../tests/e2e/support/server';
import { readStore } from '../tests/e2e/support/app';
const server = await startPreview();
const browser = await browser0();
async function browser0() { return launchBrowser(); }
const page = await browser.context.newPage();
await page.setViewportSize({ width: 1440, height: 900 });
page.on('console', (m) => console.log('console', m.type(), m.text()));
await page.goto(server.url + '?speed=fast');
await page.getByRole('button', { name: 'Learn to play' }).click();
await page.getByRole('button', { name: /Start: Innovation/ }).first().click();
await page.waitForSelector('.lesson-coach[data-busy=false]');
for (let i = 0; i < Number(process.env.SKIPS ?? 7); i++) {
  const step = await page.locator('.lesson-coach').getAttribute('data-step');
  await page.getByRole('button', { name: 'Skip step', exact: true }).click();
  await page.waitForFunction((s) => { const el = document.querySelector<HTMLElement>('.lesson-coach'); return el?.dataset.busy === 'false' && el.dataset.step !== s; }, step);
}
console.log('at', await page.locator('.lesson-coach').getAttribute('data-step'));
console.log(JSON.stringify(await readStore(page, 'settings')));
await page.screenshot({ path: '/tmp/shots/dbg-lesson.png' });
await page.getByRole('button', { name: 'Menu', exact: true }).click();
await page.getByRole('dialog').getByRole('button', { name: 'Leave the lesson' }).click();
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/shots/dbg-learn.png' });
console.log(JSON.stringify(await readStore(page, 'settings')));
console.log(await page.evaluate(`JSON.stringify(document.body.dataset)`));
await browser.close(); await server.stop();
