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
import { DemoSection, GalleryPage } from '../demo'

const tables = ['Table 1', 'Table 4', 'Table 7', 'Table 12', 'Terrace 2']
const positions = ['bottom-start', 'top', 'right', 'left'] as const

/** Dropdowns: Mantine's Menu, opened by click or keyboard, acting on the choice. */
export function DropdownsDemo() {
  const [table, setTable] = useState('Table 4')
  const [action, setAction] = useState('')
  const [service, setService] = useState('Dinner')
  return (
    <GalleryPage
      title="Dropdowns"
      description="A button that opens a short menu of actions or choices. Arrow keys move through the items, Enter picks, Escape closes."
    >
      <DemoSection
        title="Choose a value"
        usage={'<Menu><Menu.Target><Button>…</Button></Menu.Target><Menu.Dropdown>…'}
        note="The button shows the current choice; picking an item changes it."
      >
        <Group gap="md">
          <Menu>
            <Menu.Target>
              <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
                Seat at: {table}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Free tables</Menu.Label>
              {tables.map((name) => (
                <Menu.Item
                  key={name}
                  leftSection={<IconArmchair size={14} aria-hidden />}
                  onClick={() => setTable(name)}
                  aria-current={name === table ? 'true' : undefined}
                >
                  {name}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Text size="sm" aria-live="polite">
            The party of four goes to {table}.
          </Text>
        </Group>
      </DemoSection>

      <DemoSection
        title="Actions with icons, sections and danger"
        usage={'<Menu.Item color="red" leftSection={<IconTrash />}>Delete</Menu.Item>'}
        note="Group related actions, put the destructive one last in red, and disable what cannot be done now."
      >
        <Group gap="md">
          <Menu position="bottom-start">
            <Menu.Target>
              <Button rightSection={<IconChevronDown size={16} aria-hidden />}>Order #2041</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Order</Menu.Label>
              <Menu.Item
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => setAction('Edit')}
              >
                Edit
              </Menu.Item>
              <Menu.Item
                leftSection={<IconCopy size={14} aria-hidden />}
                onClick={() => setAction('Duplicate')}
              >
                Duplicate
              </Menu.Item>
              <Menu.Item leftSection={<IconReceipt size={14} aria-hidden />} disabled>
                Split the bill (paid already)
              </Menu.Item>
              <Menu.Divider />
              <Menu.Label>Kitchen</Menu.Label>
              <Menu.Item
                leftSection={<IconPrinter size={14} aria-hidden />}
                onClick={() => setAction('Print ticket')}
              >
                Print ticket
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => setAction('Cancel order')}
              >
                Cancel order
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Text size="sm" aria-live="polite">
            {action ? `Last action: ${action}` : 'No action yet.'}
          </Text>
        </Group>
      </DemoSection>

      <DemoSection
        title="Positions"
        usage={'<Menu position="top" withArrow>'}
        note="The menu flips when there is no room; pick the side that covers the least."
      >
        <Group gap="sm">
          {positions.map((position) => (
            <Menu key={position} position={position} withArrow>
              <Menu.Target>
                <Button variant="light">{position}</Button>
              </Menu.Target>
              <Menu.Dropdown>
                {['Lunch', 'Dinner', 'Brunch'].map((name) => (
                  <Menu.Item key={name} onClick={() => setService(name)}>
                    {name}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ))}
          <Text size="sm" aria-live="polite">
            Service: {service}
          </Text>
        </Group>
      </DemoSection>

      <DemoSection
        title="Split button"
        usage={'<Group gap={0}><Button>Send</Button><Menu>…<ActionIcon …/></Menu></Group>'}
        note="The main action in one click, its variants in the menu beside it."
      >
        <Stack gap="xs" align="flex-start">
          <Group gap={1} wrap="nowrap">
            <Button
              style={{ borderStartEndRadius: 0, borderEndEndRadius: 0 }}
              onClick={() => setAction('Send to kitchen')}
            >
              Send to kitchen
            </Button>
            <Menu position="bottom-end">
              <Menu.Target>
                <Button
                  px="xs"
                  aria-label="More ways to send"
                  style={{ borderStartStartRadius: 0, borderEndStartRadius: 0 }}
                >
                  <IconChevronDown size={16} aria-hidden />
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => setAction('Send to bar')}>Send to bar</Menu.Item>
                <Menu.Item onClick={() => setAction('Hold until mains')}>
                  Hold until mains
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
