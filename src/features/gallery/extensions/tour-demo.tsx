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
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { DemoSection, GalleryPage } from '../demo'

const steps = [
  { title: 'Search orders', body: 'Find an order by its number or the table.' },
  { title: 'Order status', body: 'Each order shows where it is: new, cooking or ready.' },
  {
    title: 'Send to the kitchen',
    body: 'When the order is complete, send it to the kitchen here.',
  },
]

/** Calls `run` when it leaves the page. */
function WhenGone({ run }: { run: () => void }) {
  useEffect(() => run, [run])
  return null
}

/** A guided tour over the page's elements: one popover per step, focus inside it. */
export function TourDemo() {
  const [step, setStep] = useState<number | null>(null)
  const [finished, setFinished] = useState('')
  const startButton = useRef<HTMLButtonElement>(null)
  const focusStartWhenClosed = useRef(false)

  const end = (how: string) => {
    setStep(null)
    setFinished(how)
    focusStartWhenClosed.current = true
  }
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
        onDismiss={() => end('Tour closed.')}
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
                {current.title}
              </Text>
              <Text size="xs" c="dimmed">
                Step {index + 1} of {steps.length}
              </Text>
            </Group>
            <Text size="sm">{current.body}</Text>
            <Group justify="space-between" mt="xs">
              <Button variant="subtle" size="xs" onClick={() => end('Tour skipped.')}>
                Skip
              </Button>
              <Group gap="xs">
                {index > 0 && (
                  <Button variant="default" size="xs" onClick={() => setStep(index - 1)}>
                    Back
                  </Button>
                )}
                {index < steps.length - 1 ? (
                  <Button size="xs" data-autofocus onClick={() => setStep(index + 1)}>
                    Next
                  </Button>
                ) : (
                  <Button size="xs" data-autofocus onClick={() => end('Tour finished.')}>
                    Done
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
    <GalleryPage
      page="extTour"
      description="A guided tour points out a page's parts one by one. Next and Back move through the steps; Skip or Escape ends it and the focus goes back to where it started."
    >
      <DemoSection
        title="Guided tour"
        usage="<Popover opened={step === i} trapFocus onDismiss> per step"
        note="For a first visit to a busy page; always skippable."
      >
        <Group mb="md">
          <Button ref={startButton} onClick={() => setStep(0)}>
            Start the tour
          </Button>
          <Text size="sm" role="status">
            {finished}
          </Text>
        </Group>
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {stop(0, <TextInput label="Order search" placeholder="Order or table" />)}
            {stop(
              1,
              <div>
                <Text size="sm" fw={500}>
                  Order #1042
                </Text>
                <Badge variant="dot" color="yellow">
                  Cooking
                </Badge>
              </div>,
            )}
            {stop(2, <Button variant="light">Send to the kitchen</Button>)}
          </SimpleGrid>
        </Paper>
      </DemoSection>
    </GalleryPage>
  )
}
