/**
 * A short kitchen-bell chime as a WAV file, made in the browser so the demo
 * ships no media file: two decaying sine tones, 16-bit mono PCM.
 */
export function chimeWav(seconds = 1.5, sampleRate = 16000): Uint8Array {
  const samples = Math.floor(seconds * sampleRate)
  const buffer = new ArrayBuffer(44 + samples * 2)
  const view = new DataView(buffer)
  const text = (offset: number, value: string) =>
    [...value].forEach((char, i) => view.setUint8(offset + i, char.charCodeAt(0)))
  text(0, 'RIFF')
  view.setUint32(4, 36 + samples * 2, true)
  text(8, 'WAVE')
  text(12, 'fmt ')
  view.setUint32(16, 16, true) // format chunk size
  view.setUint16(20, 1, true) // PCM
  view.setUint16(22, 1, true) // mono
  view.setUint32(24, sampleRate, true)
  view.setUint32(28, sampleRate * 2, true) // bytes per second
  view.setUint16(32, 2, true) // bytes per frame
  view.setUint16(34, 16, true) // bits per sample
  text(36, 'data')
  view.setUint32(40, samples * 2, true)
  for (let i = 0; i < samples; i += 1) {
    const t = i / sampleRate
    const second = t > 0.5 ? Math.sin(2 * Math.PI * 659 * t) * Math.exp(-4 * (t - 0.5)) : 0
    const value = (Math.sin(2 * Math.PI * 880 * t) * Math.exp(-4 * t) + second) * 0.4
    view.setInt16(44 + i * 2, Math.max(-1, Math.min(1, value)) * 0x7fff, true)
  }
  return new Uint8Array(buffer)
}

/** The chime's captions, its one cue in the reader's language. */
export const chimeCaptions = (cue: string) => `WEBVTT

00:00:00.000 --> 00:00:02.000
${cue}
`

/** Bytes or text as a data URL (no object URL to revoke). */
export function dataUrl(type: string, content: Uint8Array | string): string {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content
  let binary = ''
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)))
  return `data:${type};base64,${btoa(binary)}`
}
