import '@/components/styles/full-styles'
import {
  Button,
  ColorSwatch,
  Divider,
  Drawer,
  Group,
  Radio,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core'
import { IconCheck, IconDatabaseX, IconRestore } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/use-translation'
import {
  footerTypes,
  navbarColors,
  navbarTypes,
  resetLayout,
  setLayout,
  skins,
  useLayout,
  type LayoutPreferences,
} from '@/lib/layout-preferences'
import { navbarBackground } from './navbar-colors'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} component="h3" m={0}>
        {title}
      </Text>
      {children}
    </Stack>
  )
}

/** A segmented choice bound to one layout preference. */
function Choice<K extends keyof LayoutPreferences>({
  name,
  options,
  label,
}: {
  name: K
  options: readonly LayoutPreferences[K][]
  label: string
}) {
  const { t } = useTranslation()
  const value = useLayout(name)
  return (
    <SegmentedControl
      fullWidth
      size="xs"
      aria-label={label}
      value={String(value)}
      onChange={(next) => setLayout({ [name]: next } as Partial<LayoutPreferences>)}
      data={options.map((option) => ({
        value: String(option),
        label: t(`customizer.options.${String(option)}`),
      }))}
    />
  )
}

function Toggle({ name, label }: { name: 'menuCollapsed' | 'menuHidden'; label: string }) {
  const checked = useLayout(name)
  return (
    <Switch
      label={label}
      checked={checked}
      onChange={(event) => setLayout({ [name]: event.currentTarget.checked })}
    />
  )
}

function NavbarColorPicker() {
  const { t } = useTranslation()
  const value = useLayout('navbarColor')
  return (
    <Radio.Group
      value={value}
      onChange={(next) => setLayout({ navbarColor: next as LayoutPreferences['navbarColor'] })}
      aria-label={t('customizer.navbarColor')}
    >
      <Group gap="xs">
        {navbarColors.map((color) => (
          <Tooltip key={color} label={t(`customizer.colors.${color}`)}>
            <Radio.Card
              value={color}
              w={32}
              h={32}
              radius="xl"
              withBorder={false}
              aria-label={t(`customizer.colors.${color}`)}
              style={{ display: 'grid', placeItems: 'center' }}
            >
              <ColorSwatch
                color={navbarBackground(color)}
                size={28}
                withShadow
                style={{ border: '1px solid var(--mantine-color-default-border)' }}
              >
                {value === color && (
                  <IconCheck size={14} color={color === 'white' ? 'black' : 'white'} aria-hidden />
                )}
              </ColorSwatch>
            </Radio.Card>
          </Tooltip>
        ))}
      </Group>
    </Radio.Group>
  )
}

/** The layout customizer: every choice applies at once and persists; reset returns to the defaults. */
export function Customizer({
  opened,
  onClose,
  onResetSampleData,
}: {
  opened: boolean
  onClose: () => void
  /** Given only to an account that may reset the sample data. */
  onResetSampleData?: () => void
}) {
  const { t } = useTranslation()
  const direction = useLayout('direction')
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={direction === 'rtl' ? 'left' : 'right'}
      size="sm"
      title={<Text fw={700}>{t('customizer.title')}</Text>}
      closeButtonProps={{ 'aria-label': t('customizer.close') }}
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('customizer.subtitle')}
        </Text>
        <Section title={t('customizer.skin')}>
          <Choice name="skin" options={skins} label={t('customizer.skin')} />
        </Section>
        <Section title={t('customizer.contentWidth')}>
          <Choice
            name="contentWidth"
            options={['full', 'boxed']}
            label={t('customizer.contentWidth')}
          />
        </Section>
        <Section title={t('customizer.direction')}>
          <Choice name="direction" options={['ltr', 'rtl']} label={t('customizer.direction')} />
        </Section>
        <Divider />
        <Section title={t('customizer.menuLayout')}>
          <Choice
            name="menuLayout"
            options={['vertical', 'horizontal']}
            label={t('customizer.menuLayout')}
          />
        </Section>
        <Toggle name="menuCollapsed" label={t('customizer.menuCollapsed')} />
        <Toggle name="menuHidden" label={t('customizer.menuHidden')} />
        <Divider />
        <Section title={t('customizer.navbarColor')}>
          <NavbarColorPicker />
        </Section>
        <Section title={t('customizer.navbarType')}>
          <Choice name="navbarType" options={navbarTypes} label={t('customizer.navbarType')} />
        </Section>
        <Section title={t('customizer.footerType')}>
          <Choice name="footerType" options={footerTypes} label={t('customizer.footerType')} />
        </Section>
        <Button
          variant="default"
          leftSection={<IconRestore size={16} aria-hidden />}
          onClick={resetLayout}
        >
          {t('customizer.reset')}
        </Button>
        {onResetSampleData && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconDatabaseX size={16} aria-hidden />}
            onClick={onResetSampleData}
          >
            {t('navbar.resetSampleData')}
          </Button>
        )}
      </Stack>
    </Drawer>
  )
}
