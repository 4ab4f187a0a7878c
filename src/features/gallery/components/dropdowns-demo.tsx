import { Button, Group, Menu, Stack, Text } from '@mantine/core'
import {
  IconArmchair,
  IconChevronDown,
  IconCopy,
  IconPencil,
  IconPrinter,
  IconReceipt,
  IconTrash,
} from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'
import { places, type Place } from './places'

const positions = ['bottom-start', 'top', 'right', 'left'] as const
const services = ['lunch', 'dinner', 'brunch'] as const
type Action = 'edit' | 'duplicate' | 'print' | 'cancel' | 'sendKitchen' | 'sendBar' | 'hold'

/** Dropdowns: Mantine's Menu, opened by click or keyboard, acting on the choice. */
export function DropdownsDemo() {
  const { t } = useTranslation('galleryComponents')
  const [table, setTable] = useState<Place>(places[1])
  const [action, setAction] = useState<Action | null>(null)
  const [service, setService] = useState<(typeof services)[number]>('dinner')
  const placeName = (place: Place) => t(`common.places.${place.kind}`, { number: place.number })
  return (
    <GalleryPage page="dropdowns" description={t('dropdowns.description')}>
      <DemoSection
        title={t('dropdowns.value.title')}
        usage={'<Menu><Menu.Target><Button>…</Button></Menu.Target><Menu.Dropdown>…'}
        note={t('dropdowns.value.note')}
      >
        <Group gap="md">
          <Menu>
            <Menu.Target>
              <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
                {t('dropdowns.value.seatAt', { table: placeName(table) })}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{t('dropdowns.value.freeTables')}</Menu.Label>
              {places.map((place) => (
                <Menu.Item
                  key={place.id}
                  leftSection={<IconArmchair size={14} aria-hidden />}
                  onClick={() => setTable(place)}
                  aria-current={place === table ? 'true' : undefined}
                >
                  {placeName(place)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Text size="sm" aria-live="polite">
            {t('dropdowns.value.party', { table: placeName(table) })}
          </Text>
        </Group>
      </DemoSection>

      <DemoSection
        title={t('dropdowns.actions.title')}
        usage={'<Menu.Item color="red" leftSection={<IconTrash />}>Delete</Menu.Item>'}
        note={t('dropdowns.actions.note')}
      >
        <Group gap="md">
          <Menu position="bottom-start">
            <Menu.Target>
              <Button rightSection={<IconChevronDown size={16} aria-hidden />}>
                {t('dropdowns.actions.order', { number: 2041 })}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{t('dropdowns.actions.orderLabel')}</Menu.Label>
              <Menu.Item
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => setAction('edit')}
              >
                {t('dropdowns.actions.edit')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconCopy size={14} aria-hidden />}
                onClick={() => setAction('duplicate')}
              >
                {t('dropdowns.actions.duplicate')}
              </Menu.Item>
              <Menu.Item leftSection={<IconReceipt size={14} aria-hidden />} disabled>
                {t('dropdowns.actions.split')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Label>{t('dropdowns.actions.kitchen')}</Menu.Label>
              <Menu.Item
                leftSection={<IconPrinter size={14} aria-hidden />}
                onClick={() => setAction('print')}
              >
                {t('dropdowns.actions.print')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => setAction('cancel')}
              >
                {t('dropdowns.actions.cancel')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Text size="sm" aria-live="polite">
            {action
              ? t('dropdowns.actions.last', { action: t(`dropdowns.actions.${action}`) })
              : t('dropdowns.actions.none')}
          </Text>
        </Group>
      </DemoSection>

      <DemoSection
        title={t('dropdowns.positions.title')}
        usage={'<Menu position="top" withArrow>'}
        note={t('dropdowns.positions.note')}
      >
        <Group gap="sm">
          {positions.map((position) => (
            <Menu key={position} position={position} withArrow>
              <Menu.Target>
                <Button variant="light">{position}</Button>
              </Menu.Target>
              <Menu.Dropdown>
                {services.map((name) => (
                  <Menu.Item key={name} onClick={() => setService(name)}>
                    {t(`common.services.${name}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ))}
          <Text size="sm" aria-live="polite">
            {t('dropdowns.positions.service', { service: t(`common.services.${service}`) })}
          </Text>
        </Group>
      </DemoSection>

      <DemoSection
        title={t('dropdowns.split.title')}
        usage={'<Group gap={0}><Button>Send</Button><Menu>…<ActionIcon …/></Menu></Group>'}
        note={t('dropdowns.split.note')}
      >
        <Stack gap="xs" align="flex-start">
          <Group gap={1} wrap="nowrap">
            <Button
              style={{ borderStartEndRadius: 0, borderEndEndRadius: 0 }}
              onClick={() => setAction('sendKitchen')}
            >
              {t('dropdowns.actions.sendKitchen')}
            </Button>
            <Menu position="bottom-end">
              <Menu.Target>
                <Button
                  px="xs"
                  aria-label={t('dropdowns.split.more')}
                  style={{ borderStartStartRadius: 0, borderEndStartRadius: 0 }}
                >
                  <IconChevronDown size={16} aria-hidden />
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => setAction('sendBar')}>
                  {t('dropdowns.actions.sendBar')}
                </Menu.Item>
                <Menu.Item onClick={() => setAction('hold')}>
                  {t('dropdowns.actions.hold')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
