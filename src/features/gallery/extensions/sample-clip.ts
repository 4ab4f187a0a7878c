// The media player demo's video: four seconds of a plate being garnished (VP9 WebM, 7 kB), a
// file of its own so the player is ready at once in every browser, with a duration to seek in.
import clipUrl from './sample-clip.webm'

export { clipUrl }

/** The clip's captions, its two cues in the reader's language. */
export const sampleCaptions = ([first, second]: readonly [string, string]) => `WEBVTT

00:00:00.000 --> 00:00:02.000
${first}

00:00:02.000 --> 00:00:04.000
${second}
`
