import { ActionIcon, Affix, Transition } from '@mantine/core'
import { IconArrowUp } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from '@/lib/use-translation'

const SHOWN_BELOW = 400

/**
 * Whether the window has scrolled further down than `offset`, read on each scroll only: the page
 * opens at the top (a restored position arrives as a scroll event), and reading the position as
 * the shell mounts would force the browser to lay out the whole page in the middle of its first
 * render. It changes only when the line is crossed, so scrolling does not re-render.
 */
function useScrolledPast(offset: number) {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset)
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [offset])
  return past
}

/** Appears once the page has scrolled a screen down. */
export function ScrollToTop() {
  const { t } = useTranslation()
  const scrolled = useScrolledPast(SHOWN_BELOW)
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={scrolled}>
        {(styles) => (
          <ActionIcon
            size="xl"
            radius="xl"
            style={styles}
            aria-label={t('navbar.scrollToTop')}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <IconArrowUp size={20} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  )
}
