import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core'
import { IconMail, IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'

/** /forms/input: text fields in their states and sizes. */
export function InputDemo() {
  const [guest, setGuest] = useState('')
  return (
    <GalleryPage
      page="formInput"
      description="Single-line text fields for names, emails, codes and short answers."
    >
      <DemoSection
        title="Basic"
        usage={'<TextInput label="Guest name" description="…" />'}
        note="Every field has a visible label; a description says what is expected before anyone gets it wrong."
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Guest name"
            description="As written on the reservation"
            placeholder="Giulia Rossi"
            value={guest}
            onChange={(event) => setGuest(event.currentTarget.value)}
          />
          <TextInput label="Table note" placeholder="Window seat, high chair…" />
        </SimpleGrid>
      </DemoSection>
      <DemoSection
        title="States"
        usage={'<TextInput required error="…" disabled readOnly />'}
        note="Required fields are marked with an asterisk; errors name the fix, not just the fault."
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Reservation code" required placeholder="R-1042" />
          <TextInput
            label="Booking email"
            defaultValue="giulia@"
            error="Enter a full email address, like giulia@example.com"
          />
          <TextInput label="Restaurant" value="Tavola Centrale" disabled readOnly />
          <TextInput label="Created by" value="John Doe" readOnly />
        </SimpleGrid>
      </DemoSection>
      <DemoSection
        title="With icons and password"
        usage={'<TextInput leftSection={<IconMail aria-hidden />} /> · <PasswordInput />'}
        note="Icons are decoration (aria-hidden); the label still names the field."
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Search the menu"
            type="search"
            placeholder="Risotto"
            leftSection={<IconSearch size={16} aria-hidden />}
          />
          <TextInput
            label="Supplier email"
            type="email"
            dir="ltr"
            placeholder="orders@farm.example"
            leftSection={<IconMail size={16} aria-hidden />}
          />
          <PasswordInput label="Till PIN" placeholder="4–6 digits" />
        </SimpleGrid>
      </DemoSection>
      <DemoSection title="Sizes" usage={'<TextInput size="xs" | "sm" | "md" | "lg" />'}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
            <TextInput key={size} size={size} label={`Size ${size}`} placeholder="Dish name" />
          ))}
        </SimpleGrid>
      </DemoSection>
    </GalleryPage>
  )
}
