// The production build: its precache total and the budget that fails it. The tables (bots to the
// end, a human move, long tasks, undo, hot seat, replay, screenshots) are in table.e2e.ts; the
// kiosk in kiosk.e2e.ts; the menu screens, Continue, Stats, Rules and the offline start in
// screens.e2e.ts.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROOT, buildWithBudget } from './support/server';

const metrics: Record<string, unknown> = {};

beforeAll(() => {
  const log = inject('buildLog');
  const precache = /precache: .*/.exec(log)?.[0];
  metrics.precache = precache ?? 'not printed';
  console.log(precache);
});

afterAll(() => {
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  // The other e2e files add their figures to the same file: keep what is there.
  const file = join(ROOT, 'test-results', 'e2e-metrics.json');
  const before = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(file, `${JSON.stringify({ ...before, ...metrics }, null, 2)}\n`);
  console.log('e2e metrics', metrics);
});

describe('the build', () => {
  it('prints the precache total and fails past the budget', () => {
    expect(String(metrics.precache)).toMatch(/precache: \d+ files, [\d.]+ MiB \(budget 3\.00 MiB\)/);
    const out = mkdtempSync(join(tmpdir(), 'bw-budget-'));
    try {
      const r = buildWithBudget(50_000, out);
      expect(r.status).not.toBe(0);
      expect(r.log).toContain('Precache budget exceeded');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
