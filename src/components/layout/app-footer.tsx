import { Anchor, Group, Text } from '@mantine/core'
import { useTranslation } from '@/lib/use-translation'
import { config } from '@/lib/config'
import classes from './app-layout.module.css'
import { TOP_BUTTON_REACH } from './scroll-to-top'

/**
 * The static footer at the end of every page in the shell. With the scroll-to-top button on
 * (`besideTopButton`), its end leaves room for the button, which would cover "Back to content"
 * once the page is scrolled to its foot.
 */
export function AppFooter({
  sticky = false,
  besideTopButton = false,
}: {
  sticky?: boolean
  besideTopButton?: boolean
}) {
  const { t } = useTranslation()
  return (
    <Group
      component="footer"
      justify="space-between"
      className={classes.footer}
      data-sticky={sticky || undefined}
      data-beside-top-button={besideTopButton || undefined}
      style={besideTopButton ? { '--top-button-reach': TOP_BUTTON_REACH } : undefined}
      gap="xs"
    >
      {/* The group's name is data: in its own direction, a right-to-left page keeps its stops at its end. */}
      <Text size="sm" c="dimmed" dir="auto">
        {t('layout.copyright', { year: new Date().getFullYear(), name: config().clientName })}
      </Text>
      <Anchor href="#main-content" size="sm">
        {t('layout.backToContent')}
      </Anchor>
    </Group>
  )
}
