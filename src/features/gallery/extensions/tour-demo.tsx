import {
  Badge,
  Button,
  Group,
  Paper,
  Popover,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useWindowEvent } from '@mantine/hooks'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

/** The tour's steps, each with a title and a body under `tour.steps.<step>`. */
const steps = ['search', 'status', 'send'] as const
type Ending = 'closed' | 'skipped' | 'finished'

/** Calls `run` when it leaves the page. */
function WhenGone({ run }: { run: () => void }) {
  useEffect(() => run, [run])
  return null
}

/** A guided tour over the page's elements: one popover per step, focus inside it. */
export function TourDemo() {
  const { t } = useTranslation('galleryExtensions')
  const [step, setStep] = useState<number | null>(null)
  const [finished, setFinished] = useState<Ending | null>(null)
  const startButton = useRef<HTMLButtonElement>(null)
  const focusStartWhenClosed = useRef(false)

  const end = (how: Ending) => {
    setStep(null)
    setFinished(how)
    focusStartWhenClosed.current = true
  }
  // Escape ends the tour wherever the focus is, the one place that handles it (the popover's own
  // listener, off below, hears it inside the step only, and a key pressed as a step opens comes
  // before its focus trap has moved the focus in).
  useWindowEvent('keydown', (event) => {
    if (step !== null && event.key === 'Escape') end('closed')
  })
  // The focus goes back once the step's popover has left the page: until then its focus trap
  // may still move the focus into it (a step left at once, before the trap had focused a button).
  const returnFocus = useCallback(() => {
    if (!focusStartWhenClosed.current) return
    focusStartWhenClosed.current = false
    startButton.current?.focus()
  }, [])

  const stop = (index: number, target: ReactNode) => {
    const current = steps[index]
    if (!current) return null
    const titleId = `tour-step-${index}-title`
    return (
      <Popover
        opened={step === index}
        onDismiss={() => end('closed')}
        closeOnEscape={false}
        trapFocus
        returnFocus={false}
        withRoles={false}
        withArrow
        shadow="md"
        width={280}
        position="bottom"
      >
        <Popover.Target>{target}</Popover.Target>
        <Popover.Dropdown role="dialog" aria-labelledby={titleId}>
          <WhenGone run={returnFocus} />
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600} id={titleId}>
                {t(`tour.steps.${current}.title`)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('tour.step', { number: index + 1, total: steps.length })}
              </Text>
            </Group>
            <Text size="sm">{t(`tour.steps.${current}.body`)}</Text>
            <Group justify="space-between" mt="xs">
              <Button variant="subtle" size="xs" onClick={() => end('skipped')}>
                {t('tour.skip')}
              </Button>
              <Group gap="xs">
                {index > 0 && (
                  <Button variant="default" size="xs" onClick={() => setStep(index - 1)}>
                    {t('tour.back')}
                  </Button>
                )}
                {index < steps.length - 1 ? (
                  <Button size="xs" data-autofocus onClick={() => setStep(index + 1)}>
                    {t('tour.next')}
                  </Button>
                ) : (
                  <Button size="xs" data-autofocus onClick={() => end('finished')}>
                    {t('tour.done')}
                  </Button>
                )}
              </Group>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    )
  }

  return (
    <GalleryPage page="extTour" description={t('tour.description')}>
      <DemoSection
        title={t('tour.title')}
        usage="<Popover opened={step === index} trapFocus onDismiss>"
        note={t('tour.note')}
      >
        <Group mb="md">
          <Button ref={startButton} onClick={() => setStep(0)}>
            {t('tour.start')}
          </Button>
          <Text size="sm" role="status">
            {finished && t(`tour.endings.${finished}`)}
          </Text>
        </Group>
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {stop(
              0,
              <TextInput label={t('tour.search')} placeholder={t('tour.searchPlaceholder')} />,
            )}
            {stop(
              1,
              <div>
                <Text size="sm" fw={500}>
                  {t('tour.order', { id: 1042 })}
                </Text>
                <Badge variant="dot" color="yellow">
                  {t('tour.cooking')}
                </Badge>
              </div>,
            )}
            {stop(2, <Button variant="light">{t('tour.send')}</Button>)}
          </SimpleGrid>
        </Paper>
      </DemoSection>
    </GalleryPage>
  )
}
