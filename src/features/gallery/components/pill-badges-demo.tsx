import { Badge, Button, Group, Paper, Pill, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'

// Colours whose filled, light and outline badges all reach 4.5:1 in both skins (violet's outline does not in dark).
const colors = ['brand', 'blue', 'indigo', 'red', 'grape', 'gray'] as const
const allergens = ['Gluten', 'Dairy', 'Nuts', 'Eggs', 'Shellfish', 'Soy']

/** Pill badges: fully rounded badges for counts and tags, and removable pills. */
export function PillBadgesDemo() {
  const [tags, setTags] = useState(allergens)
  return (
    <GalleryPage
      title="Pill badges"
      description="Fully rounded badges: counts in menus, tags on dishes, and pills that can be removed."
    >
      <DemoSection
        title="Colours"
        usage={'<Badge radius="xl" color="blue">'}
        note="The same colours as badges, with round ends."
      >
        <Stack gap="sm">
          {(['filled', 'light', 'outline'] as const).map((variant) => (
            <Group key={variant} gap="xs">
              {colors.map((color) => (
                <Badge key={color} radius="xl" variant={variant} color={color}>
                  {color}
                </Badge>
              ))}
            </Group>
          ))}
        </Stack>
      </DemoSection>

      <DemoSection
        title="Counts in a list"
        usage={'<Group justify="space-between">…<Badge radius="xl" size="sm">4</Badge></Group>'}
        note="A count at the end of a row; say what it counts in words nearby."
      >
        <Paper withBorder maw={320} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {[
            { label: 'New orders', count: 4, color: 'red' },
            { label: 'Reservations today', count: 23, color: 'blue' },
            { label: 'Reviews to answer', count: 2, color: 'grape' },
          ].map((row, index) => (
            <Group
              key={row.label}
              component="li"
              justify="space-between"
              px="md"
              py="sm"
              style={
                index > 0
                  ? { borderTop: '1px solid var(--mantine-color-default-border)' }
                  : undefined
              }
            >
              <Text size="sm">{row.label}</Text>
              <Badge radius="xl" size="sm" color={row.color}>
                {row.count}
              </Badge>
            </Group>
          ))}
        </Paper>
      </DemoSection>

      <DemoSection
        title="Removable pills"
        usage={
          '<Pill withRemoveButton removeButtonProps={{ "aria-label": "Remove Nuts" }} onRemove={…}>'
        }
        note="For filters and tags people take away; each remove button names what it removes."
      >
        <Stack gap="sm" align="flex-start">
          <Pill.Group role="group" aria-label="Allergens in this dish">
            {tags.map((tag) => (
              <Pill
                key={tag}
                size="md"
                withRemoveButton
                removeButtonProps={{ 'aria-label': `Remove ${tag}` }}
                onRemove={() => setTags((current) => current.filter((t) => t !== tag))}
              >
                {tag}
              </Pill>
            ))}
          </Pill.Group>
          <Text size="sm" c="dimmed" aria-live="polite">
            {tags.length === 0 ? 'No allergen listed.' : `${tags.length} allergens listed.`}
          </Text>
          <Button
            variant="default"
            size="xs"
            disabled={tags.length === allergens.length}
            onClick={() => setTags(allergens)}
          >
            Reset allergens
          </Button>
        </Stack>
      </DemoSection>

      <DemoSection title="Sizes" usage={'<Badge radius="xl" size="lg">'}>
        <Group gap="xs" align="center">
          {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
            <Badge key={size} radius="xl" size={size}>
              {size}
            </Badge>
          ))}
        </Group>
      </DemoSection>
    </GalleryPage>
  )
}
