// The listeners of a table session's updates (a game, a replay, a lesson, a retry): the table
// subscribes, the session tells every listener in turn, and a listener that throws is reported
// without keeping the update from the others.
// Generic over the update so that session.ts, which defines it, can use this without a circle.
export class UpdateFeed<U> {
  private readonly listeners = new Set<(u: U) => void>();

  /** `kind` names the session in a failing listener's report. */
  constructor(private readonly kind: string) {}

  subscribe(fn: (u: U) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Tells every listener subscribed now (one subscribing or leaving meanwhile does not change who). */
  broadcast(update: U): void {
    for (const fn of [...this.listeners]) {
      try {
        fn(update);
      } catch (e) {
        console.error(`A ${this.kind} listener failed.`, e);
      }
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}
