/**
 * The new-message sound, synthesised (no recording to license): a soft two-note chime, B5 then E6
 * (a rising fourth), each a sine with a little of its octave and twelfth, a 6 ms attack and an
 * exponential fade; 0.34 s of 16-bit mono PCM at 22 050 Hz in a WAV file (about 15 KB).
 * apps/web/scripts/notification-sound.ts writes it to public/sounds; a unit test checks that the
 * committed file is exactly this.
 */
export const soundSampleRate = 22_050;
const durationS = 0.34;

interface Note {
  start: number;
  frequency: number;
  length: number;
  /** Time constant of the fade (s). */
  decay: number;
  gain: number;
}

const notes: Note[] = [
  { start: 0, frequency: 987.77, length: 0.16, decay: 0.055, gain: 0.42 },
  { start: 0.1, frequency: 1318.51, length: 0.24, decay: 0.08, gain: 0.38 },
];

function sampleAt(t: number): number {
  let value = 0;
  for (const note of notes) {
    const local = t - note.start;
    if (local < 0 || local > note.length) continue;
    const attack = Math.min(1, local / 0.006);
    const release = Math.min(1, (note.length - local) / 0.012);
    const envelope = attack * release * Math.exp(-local / note.decay);
    const phase = 2 * Math.PI * note.frequency * local;
    value +=
      note.gain * envelope * (Math.sin(phase) + 0.22 * Math.sin(2 * phase) + 0.08 * Math.sin(3 * phase));
  }
  return Math.max(-1, Math.min(1, value));
}

/** The WAV file's bytes. */
export function notificationWav(): Uint8Array {
  const samples = Math.round(soundSampleRate * durationS);
  const dataBytes = samples * 2;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let index = 0; index < text.length; index += 1)
      view.setUint8(offset + index, text.charCodeAt(index));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // the fmt chunk's size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, soundSampleRate, true);
  view.setUint32(28, soundSampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let index = 0; index < samples; index += 1) {
    view.setInt16(44 + index * 2, Math.round(sampleAt(index / soundSampleRate) * 32_767), true);
  }
  return bytes;
}
