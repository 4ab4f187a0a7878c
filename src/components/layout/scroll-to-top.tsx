import { ActionIcon, Affix, Transition } from '@mantine/core'
import { useWindowScroll } from '@mantine/hooks'
import { IconArrowUp } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

/** Appears once the page has scrolled a screen down. */
export function ScrollToTop() {
  const { t } = useTranslation()
  const [scroll, scrollTo] = useWindowScroll()
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={scroll.y > 400}>
        {(styles) => (
          <ActionIcon
            size="xl"
            radius="xl"
            style={styles}
            aria-label={t('navbar.scrollToTop')}
            onClick={() => scrollTo({ y: 0 })}
          >
            <IconArrowUp size={20} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  )
}
