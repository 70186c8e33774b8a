import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { notificationWav, soundSampleRate } from './notification-sound-wav';

const committed = new Uint8Array(
  readFileSync(new URL('../../../public/sounds/new-message.wav', import.meta.url)),
);

describe('the new-message sound', () => {
  it('is a small 16-bit mono WAV of about a third of a second', () => {
    const wav = notificationWav();
    const view = new DataView(wav.buffer);
    expect(new TextDecoder().decode(wav.slice(0, 4))).toBe('RIFF');
    expect(new TextDecoder().decode(wav.slice(8, 12))).toBe('WAVE');
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(soundSampleRate);
    const seconds = view.getUint32(40, true) / 2 / soundSampleRate;
    expect(seconds).toBeGreaterThan(0.25);
    expect(seconds).toBeLessThan(0.5);
    expect(wav.length).toBeLessThan(30 * 1024);
  });

  it('the committed file is what the synthesis makes (within a rounding step per sample)', () => {
    const wav = notificationWav();
    expect(committed.length).toBe(wav.length);
    expect([...committed.slice(0, 44)]).toEqual([...wav.slice(0, 44)]);
    const made = new DataView(wav.buffer);
    const kept = new DataView(committed.buffer, committed.byteOffset);
    let largest = 0;
    for (let offset = 44; offset < wav.length; offset += 2) {
      largest = Math.max(largest, Math.abs(made.getInt16(offset, true) - kept.getInt16(offset, true)));
    }
    expect(largest).toBeLessThanOrEqual(1);
  });
});
