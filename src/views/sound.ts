// Tiny synthesised sounds (no audio files to ship): a click for a turn, a thud for a placed gear,
// a chime for a win or a code. Silent unless the sound setting is on.
import type { Cue } from '../table/cues';

let ctx: AudioContext | null = null;


const CUES: Record<Cue, { freq: number; ms: number; type: OscillatorType }[]> = {
  click: [{ freq: 880, ms: 40, type: 'square' }],
  place: [{ freq: 180, ms: 90, type: 'sine' }],
  chime: [
    { freq: 660, ms: 120, type: 'sine' },
    { freq: 990, ms: 180, type: 'sine' },
  ],
  jam: [{ freq: 110, ms: 200, type: 'sawtooth' }],
};

/**
 * Creates the audio context inside a user gesture (browsers refuse sound before one, and creating
 * it is slow enough to stall a frame). Until someone touches the app it stays silent.
 */
export function unlockAudio(): void {
  if (ctx || typeof AudioContext === 'undefined') return;
  try {
    ctx = new AudioContext();
  } catch {
    ctx = null;
  }
}

export function playCue(cue: Cue, enabled: boolean): void {
  if (!enabled || !ctx) return;
  try {
    let at = ctx.currentTime;
    for (const note of CUES[cue]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = note.type;
      osc.frequency.value = note.freq;
      gain.gain.setValueAtTime(0.08, at);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + note.ms / 1000);
      osc.connect(gain).connect(ctx.destination);
      osc.start(at);
      osc.stop(at + note.ms / 1000);
      at += note.ms / 1000;
    }
  } catch {
    // No audio device: stay silent.
  }
}
