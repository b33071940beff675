/**
 * A short tone for each scan (the clerk looks at the parcel, not the screen): high for a good
 * scan, low for one that needs attention. Silent where the browser has no Web Audio.
 */
let context: AudioContext | null = null;

export function beep(kind: 'good' | 'bad'): void {
  try {
    context ??= new AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = kind === 'good' ? 1_200 : 300;
    gain.gain.value = 0.08;
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + (kind === 'good' ? 0.08 : 0.25));
  } catch {
    // No audio here (tests, locked-down browsers): the colour still tells.
  }
}
