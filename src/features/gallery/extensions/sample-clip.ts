// The media player demo ships no media file: its video is drawn on a canvas and
// recorded in the browser, its captions are written here.

const width = 480
const height = 270

/** One frame of the clip: a plate being garnished, with a progress line. */
function drawFrame(context: CanvasRenderingContext2D, t: number, seconds: number) {
  context.fillStyle = '#2b2f36'
  context.fillRect(0, 0, width, height)
  context.fillStyle = '#f4f1ea'
  context.beginPath()
  context.arc(width / 2, height / 2, 90, 0, Math.PI * 2)
  context.fill()
  const garnish = Math.min(8, Math.floor((t / seconds) * 9))
  for (let i = 0; i < garnish; i += 1) {
    const angle = (i / 8) * Math.PI * 2
    context.fillStyle = i % 2 ? '#2f9e44' : '#e8590c'
    context.beginPath()
    context.arc(
      width / 2 + Math.cos(angle) * 50,
      height / 2 + Math.sin(angle) * 50,
      12,
      0,
      Math.PI * 2,
    )
    context.fill()
  }
  context.fillStyle = '#ffffff'
  context.font = '600 22px sans-serif'
  context.fillText('Tavola kitchen', 16, 34)
  context.fillStyle = '#e8590c'
  context.fillRect(0, height - 6, (width * Math.min(t, seconds)) / seconds, 6)
}

/** The first frame as an image, for the video's poster. */
export function samplePoster(): string {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) return ''
  drawFrame(context, 0, 1)
  return canvas.toDataURL('image/png')
}

/** Records a few seconds of the drawing as WebM; null where the browser cannot record. */
export async function recordSampleClip(seconds = 4): Promise<Blob | null> {
  if (typeof MediaRecorder === 'undefined' || !MediaRecorder.isTypeSupported('video/webm')) {
    return null
  }
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context || typeof canvas.captureStream !== 'function') return null
  const stream = canvas.captureStream(30)
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' })
  const chunks: Blob[] = []
  recorder.ondataavailable = (event) => chunks.push(event.data)
  const stopped = new Promise<void>((resolve) => (recorder.onstop = () => resolve()))
  const start = performance.now()
  drawFrame(context, 0, seconds)
  recorder.start()
  // A timer, not animation frames: those stop in a hidden tab and the clip would never end.
  await new Promise<void>((resolve) => {
    const timer = window.setInterval(() => {
      const t = (performance.now() - start) / 1000
      drawFrame(context, t, seconds)
      if (t >= seconds) {
        window.clearInterval(timer)
        resolve()
      }
    }, 1000 / 30)
  })
  recorder.stop()
  await stopped
  stream.getTracks().forEach((track) => track.stop())
  return new Blob(chunks, { type: 'video/webm' })
}

/** The clip's captions, its two cues in the reader's language. */
export const sampleCaptions = ([first, second]: readonly [string, string]) => `WEBVTT

00:00:00.000 --> 00:00:02.000
${first}

00:00:02.000 --> 00:00:04.000
${second}
`
