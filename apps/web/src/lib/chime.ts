/**
 * A short two-note beep made by Web Audio (no sound file): the desk's "a new booking request"
 * (issue 34 §2). Browsers let a page play sound only after a person touched it, so the audio
 * context is made at the first pointer or key press after armChime(); before that, chime()
 * plays nothing and says so.
 */

let context: AudioContext | null = null;

/** makes the audio context at the page's first gesture; returns what stops waiting for it */
export function armChime(): () => void {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') {
    return () => {};
  }
  const stop = () => {
    window.removeEventListener('pointerdown', unlock, true);
    window.removeEventListener('keydown', unlock, true);
  };
  function unlock() {
    try {
      context ??= new AudioContext();
      void context.resume();
    } catch {
      // no audio on this device: the desk still sees the bell and the list
    }
    stop();
  }
  if (context) return stop;
  window.addEventListener('pointerdown', unlock, true);
  window.addEventListener('keydown', unlock, true);
  return stop;
}

/** plays the beep when the page may; true when it played */
export function chime(): boolean {
  if (context?.state !== 'running') return false;
  const start = context.currentTime;
  const gain = context.createGain();
  gain.connect(context.destination);
  gain.gain.setValueAtTime(0.0001, start);
  for (const [offset, frequency] of [
    [0, 880],
    [0.16, 1320],
  ] as const) {
    const note = context.createOscillator();
    note.type = 'sine';
    note.frequency.value = frequency;
    note.connect(gain);
    gain.gain.exponentialRampToValueAtTime(0.18, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.14);
    note.start(start + offset);
    note.stop(start + offset + 0.15);
  }
  return true;
}
