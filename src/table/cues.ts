// Which events make a sound: the table decides (it knows the events), the views play it
// (views/sound.ts synthesises the few cues; nothing to ship).
export type Cue = 'click' | 'place' | 'chime' | 'jam';

export function cueFor(eventType: string): Cue | null {
  switch (eventType) {
    case 'turn-gear':
      return 'click';
    case 'place':
    case 'reveal':
      return 'place';
    case 'round-winner':
    case 'code-entered':
      return 'chime';
    case 'jam':
      return 'jam';
    default:
      return null;
  }
}
