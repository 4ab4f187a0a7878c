import { chimeWav, dataUrl } from './chime'

describe('chimeWav', () => {
  it('makes a mono 16-bit PCM WAV of the asked length', () => {
    const bytes = chimeWav(1, 8000)
    const view = new DataView(bytes.buffer)
    const text = (offset: number) =>
      String.fromCharCode(...[0, 1, 2, 3].map((i) => view.getUint8(offset + i)))
    expect(text(0)).toBe('RIFF')
    expect(text(8)).toBe('WAVE')
    expect(view.getUint16(22, true)).toBe(1)
    expect(view.getUint32(24, true)).toBe(8000)
    expect(view.getUint32(40, true)).toBe(16000)
    expect(bytes.length).toBe(44 + 16000)
  })
})

describe('dataUrl', () => {
  it('encodes text and bytes as base64', () => {
    expect(dataUrl('text/vtt', 'WEBVTT')).toBe('data:text/vtt;base64,V0VCVlRU')
    expect(dataUrl('audio/wav', new Uint8Array([82, 73, 70, 70]))).toBe(
      'data:audio/wav;base64,UklGRg==',
    )
  })
})
