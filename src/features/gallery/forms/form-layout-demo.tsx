import {
  Button,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'
import { DemoSection, GalleryPage } from '../demo'
import classes from './form-layout.module.css'

const roles = ['Host', 'Waiter', 'Bartender', 'Chef', 'Dishwasher']

/** A label beside its field on wide screens, above it on narrow ones. */
function HorizontalField({
  label,
  children,
}: {
  label: string
  children: (id: string) => ReactNode
}) {
  const id = `horizontal-${label.toLowerCase().replaceAll(' ', '-')}`
  return (
    <div className={classes.row}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <div>{children(id)}</div>
    </div>
  )
}

/** /forms/form-layout: vertical, horizontal and multi-column forms. */
export function FormLayoutDemo() {
  const noSubmit = (event: FormEvent) => event.preventDefault()
  return (
    <GalleryPage
      page="formLayout"
      description="The same fields arranged for the space they have: stacked, side by side or in columns."
    >
      <DemoSection
        title="Vertical"
        usage={'<Stack gap="sm"> of fields'}
        note="The default: labels above fields read fastest and fit every screen."
      >
        <form onSubmit={noSubmit} aria-label="New staff member (vertical)">
          <Stack gap="sm" maw={480}>
            <TextInput label="Full name" autoComplete="off" />
            <TextInput label="Email" type="email" dir="ltr" autoComplete="off" />
            <Select label="Role" data={roles} placeholder="Choose a role" />
            <Checkbox label="Can take reservations" />
            <Group>
              <Button type="submit">Save</Button>
            </Group>
          </Stack>
        </form>
      </DemoSection>
      <DemoSection
        title="Horizontal"
        usage="a two-column grid: label, then field (one column below 36em)"
        note="For settings pages with short labels; on a phone the labels move above the fields."
      >
        <form onSubmit={noSubmit} aria-label="New staff member (horizontal)">
          <Stack gap="sm" maw={640}>
            <HorizontalField label="Full name">
              {(id) => <TextInput id={id} autoComplete="off" />}
            </HorizontalField>
            <HorizontalField label="Phone">
              {(id) => <TextInput id={id} type="tel" dir="ltr" autoComplete="off" />}
            </HorizontalField>
            <HorizontalField label="Role">
              {(id) => <Select id={id} data={roles} placeholder="Choose a role" />}
            </HorizontalField>
            <div className={classes.row}>
              <span />
              <Group>
                <Button type="submit">Save</Button>
              </Group>
            </div>
          </Stack>
        </form>
      </DemoSection>
      <DemoSection
        title="Multi-column"
        usage={'<SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>'}
        note="For long forms on wide screens; related fields sit next to each other, and the columns fold into one on a phone."
      >
        <form onSubmit={noSubmit} aria-label="Supplier details">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              <TextInput label="Supplier" autoComplete="off" />
              <TextInput label="Contact person" autoComplete="off" />
              <TextInput label="Email" type="email" dir="ltr" autoComplete="off" />
              <TextInput label="Phone" type="tel" dir="ltr" autoComplete="off" />
              <Select label="Category" data={['Produce', 'Meat', 'Fish', 'Dairy', 'Wine']} />
              <TextInput label="VAT number" autoComplete="off" />
            </SimpleGrid>
            <Textarea label="Delivery instructions" autosize minRows={2} />
            <Group justify="flex-end">
              <Button variant="default" type="reset">
                Reset
              </Button>
              <Button type="submit">Save supplier</Button>
            </Group>
          </Stack>
        </form>
      </DemoSection>
    </GalleryPage>
  )
}
