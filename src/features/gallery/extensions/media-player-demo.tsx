import { Group, Skeleton, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'
import { chimeCaptions, chimeWav, dataUrl } from './chime'
import { recordSampleClip, sampleCaptions, samplePoster } from './sample-clip'

type Clip = { status: 'making' } | { status: 'ready'; url: string } | { status: 'unsupported' }

// Made once, when the route's chunk loads: data URLs, so nothing to revoke.
const audioUrl = dataUrl('audio/wav', chimeWav())
const audioCaptionsUrl = dataUrl('text/vtt', chimeCaptions)
const videoCaptionsUrl = dataUrl('text/vtt', sampleCaptions)

/** Native audio and video players with their controls, captions and labels. */
export function MediaPlayerDemo() {
  const [poster] = useState(samplePoster)
  const [clip, setClip] = useState<Clip>({ status: 'making' })

  useEffect(() => {
    let url: string | undefined
    let cancelled = false
    void recordSampleClip().then((blob) => {
      if (cancelled) return
      if (!blob) return setClip({ status: 'unsupported' })
      url = URL.createObjectURL(blob)
      setClip({ status: 'ready', url })
    })
    return () => {
      cancelled = true
      if (url) URL.revokeObjectURL(url)
    }
  }, [])

  return (
    <GalleryPage
      page="extMediaPlayer"
      description="The browser's own audio and video players: keyboard-usable controls, captions and a label on each. The sample media are made in the browser, so the page ships no media file."
    >
      <DemoSection
        title="Video with captions"
        usage='<video controls poster aria-label><track kind="captions" default /></video>'
        note="Every video with speech or on-screen text gets captions."
      >
        <Stack gap="xs">
          {clip.status === 'making' && (
            <>
              <Skeleton height={270} maw={480} radius="md" aria-hidden />
              <Text size="sm" role="status">
                Preparing the sample clip…
              </Text>
            </>
          )}
          {clip.status === 'unsupported' && (
            <Text size="sm" role="status">
              This browser cannot record the sample clip, so there is no video to play.
            </Text>
          )}
          {clip.status === 'ready' && (
            <video
              controls
              preload="metadata"
              poster={poster}
              src={clip.url}
              aria-label="Sample clip: a plate garnished at the pass"
              style={{ width: '100%', maxWidth: 480, borderRadius: 8, display: 'block' }}
            >
              <track kind="captions" src={videoCaptionsUrl} srcLang="en" label="English" default />
            </video>
          )}
        </Stack>
      </DemoSection>
      <DemoSection
        title="Audio"
        usage='<audio controls src aria-label="…" />'
        note="Short sounds such as the kitchen bell, with a text description beside them."
      >
        <Group>
          <audio controls preload="metadata" src={audioUrl} aria-label="Kitchen bell chime">
            <track kind="captions" src={audioCaptionsUrl} srcLang="en" label="English" default />
          </audio>
          <Text size="sm" c="dimmed">
            Two bell tones in a second and a half: the sound the pass makes when an order is ready.
          </Text>
        </Group>
      </DemoSection>
    </GalleryPage>
  )
}
