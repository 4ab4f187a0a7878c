import { ActionIcon, Affix } from '@mantine/core'
import { IconArrowUp } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from '@/lib/use-translation'
import classes from './scroll-to-top.module.css'

const SHOWN_BELOW = 400
/** The button's width and its distance from the window's edges, px. */
const SIZE = 44
const OFFSET = 24
/** How far from the window's end edge the button reaches: the footer keeps its content clear of it. */
export const TOP_BUTTON_REACH = `${String(SIZE + OFFSET)}px`

/**
 * Appears once the page has scrolled a screen down. The scroll handler shows and hides the button
 * itself (its `hidden` attribute, which the stylesheet animates), without a React render: a
 * render there came in the middle of whatever made the page scroll, such as a list's next page
 * whose pager the click had scrolled into view. The position is read on each scroll only: the page
 * opens at the top (a restored position arrives as a scroll event), and reading it as the shell
 * mounts would force the browser to lay out the whole page in the middle of its first render.
 */
export function ScrollToTop() {
  const { t } = useTranslation()
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const update = () => {
      const hidden = window.scrollY <= SHOWN_BELOW
      if (button.current && button.current.hidden !== hidden) button.current.hidden = hidden
    }
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return (
    <Affix position={{ bottom: OFFSET, right: OFFSET }}>
      <ActionIcon
        ref={button}
        hidden
        className={classes.button}
        size={SIZE}
        radius="xl"
        aria-label={t('navbar.scrollToTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <IconArrowUp size={20} aria-hidden />
      </ActionIcon>
    </Affix>
  )
}
