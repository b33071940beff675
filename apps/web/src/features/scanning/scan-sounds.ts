import type { ScanResult } from '@console/domain';

/**
 * A beep per scan answer (Web Audio, no sound files): a short high tone for an expected parcel,
 * two middle tones for one outside the plan, a low buzz for a repeat, three falling tones for an
 * unknown code — told apart without looking at the screen.
 */
const TONES: Readonly<
  Record<ScanResult | 'error', readonly { frequency: number; ms: number; type: OscillatorType }[]>
> = {
  expected: [{ frequency: 1320, ms: 90, type: 'sine' }],
  unexpected: [
    { frequency: 880, ms: 110, type: 'square' },
    { frequency: 880, ms: 110, type: 'square' },
  ],
  alreadyScanned: [{ frequency: 330, ms: 220, type: 'triangle' }],
  unknown: [
    { frequency: 660, ms: 110, type: 'sawtooth' },
    { frequency: 440, ms: 110, type: 'sawtooth' },
    { frequency: 220, ms: 160, type: 'sawtooth' },
  ],
  error: [{ frequency: 180, ms: 350, type: 'sawtooth' }],
};

let context: AudioContext | null = null;

export function playScanSound(result: ScanResult | 'error'): void {
  const AudioContextClass = globalThis.AudioContext;
  if (!AudioContextClass) return;
  try {
    context ??= new AudioContextClass();
    let at = context.currentTime;
    for (const tone of TONES[result]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = tone.type;
      oscillator.frequency.value = tone.frequency;
      gain.gain.setValueAtTime(0.15, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + tone.ms / 1000);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + tone.ms / 1000);
      at += tone.ms / 1000 + 0.04;
    }
  } catch {
    // No sound device: the colour still tells.
  }
}

/** Colours of the answers (antd status names). */
export const RESULT_STATUS: Readonly<Record<ScanResult, 'success' | 'warning' | 'info' | 'error'>> = {
  expected: 'success',
  unexpected: 'warning',
  alreadyScanned: 'info',
  unknown: 'error',
};
