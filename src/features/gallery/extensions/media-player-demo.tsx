import { Group, Text } from '@mantine/core'
import { useMemo } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { languageNames, type Language } from '@/lib/i18n'
import { DemoSection, GalleryPage } from '../demo'
import { chimeCaptions, chimeWav, dataUrl } from './chime'
import { clipUrl, sampleCaptions } from './sample-clip'

// Made once, when the route's chunk loads: a data URL, so nothing to revoke.
const audioUrl = dataUrl('audio/wav', chimeWav())

/** Native audio and video players with their controls, captions and labels. */
export function MediaPlayerDemo() {
  const { t, i18n } = useTranslation('galleryExtensions')
  // The captions are in the page's language; data URLs as well, nothing to revoke.
  const language = i18n.language as Language
  const captions = useMemo(
    () => ({
      video: dataUrl(
        'text/vtt',
        sampleCaptions([t('mediaPlayer.video.cues.welcome'), t('mediaPlayer.video.cues.pass')]),
      ),
      audio: dataUrl('text/vtt', chimeCaptions(t('mediaPlayer.audio.cue'))),
    }),
    [t],
  )

  return (
    <GalleryPage page="extMediaPlayer" description={t('mediaPlayer.description')}>
      <DemoSection
        title={t('mediaPlayer.video.title')}
        usage='<video controls preload="metadata" aria-label><track kind="captions" default /></video>'
        note={t('mediaPlayer.video.note')}
      >
        <video
          controls
          preload="metadata"
          src={clipUrl}
          aria-label={t('mediaPlayer.video.label')}
          style={{ width: '100%', maxWidth: 480, borderRadius: 8, display: 'block' }}
        >
          <track
            kind="captions"
            src={captions.video}
            srcLang={language}
            label={languageNames[language]}
            default
          />
        </video>
      </DemoSection>
      <DemoSection
        title={t('mediaPlayer.audio.title')}
        usage='<audio controls src aria-label="…" />'
        note={t('mediaPlayer.audio.note')}
      >
        <Group>
          <audio
            controls
            preload="metadata"
            src={audioUrl}
            aria-label={t('mediaPlayer.audio.label')}
          >
            <track
              kind="captions"
              src={captions.audio}
              srcLang={language}
              label={languageNames[language]}
              default
            />
          </audio>
          <Text size="sm" c="dimmed">
            {t('mediaPlayer.audio.text')}
          </Text>
        </Group>
      </DemoSection>
    </GalleryPage>
  )
}
