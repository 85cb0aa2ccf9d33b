// Phaser keeps every canvas it ever made in a pool: a released one shrinks to 1×1 and waits to be
// reused, so the pool grows to the most canvases a table ever held at once (texts and cached
// cards) and never gives one back. A kiosk meets a rarer peak every so often, and each pooled
// canvas keeps a 2D context alive. Between two games almost nothing holds one: drop the free ones
// (board/host.ts hands over Phaser's pool when a table closes; this module stays free of Phaser for tests).

export interface PoolEntry {
  parent: unknown;
}

/** Removes free entries (no parent) from a pool array in place; returns how many went. */
export function trimPool(pool: PoolEntry[]): number {
  let kept = 0;
  for (const entry of pool) if (entry.parent !== null) pool[kept++] = entry;
  const dropped = pool.length - kept;
  pool.length = kept;
  return dropped;
}
