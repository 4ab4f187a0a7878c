import { Badge, Button, Group, Paper, Pill, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

// Colours whose filled, light and outline badges all reach 4.5:1 in both skins (violet's outline does not in dark).
const colors = ['brand', 'blue', 'indigo', 'red', 'grape', 'gray'] as const
const variants = ['filled', 'light', 'outline'] as const
const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const
const counts = [
  { key: 'orders', count: 4, color: 'red' },
  { key: 'reservations', count: 23, color: 'blue' },
  { key: 'reviews', count: 2, color: 'grape' },
] as const
const allergens = ['gluten', 'dairy', 'nuts', 'eggs', 'shellfish', 'soy'] as const
type Allergen = (typeof allergens)[number]

/** Pill badges: fully rounded badges for counts and tags, and removable pills. */
export function PillBadgesDemo() {
  const { t } = useTranslation('galleryComponents')
  const [tags, setTags] = useState<readonly Allergen[]>(allergens)
  return (
    <GalleryPage page="pillBadges" description={t('pillBadges.description')}>
      <DemoSection
        title={t('pillBadges.colours.title')}
        usage={'<Badge radius="xl" color="blue">'}
        note={t('pillBadges.colours.note')}
      >
        <Stack gap="sm">
          {variants.map((variant) => (
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
        title={t('pillBadges.counts.title')}
        usage={'<Group justify="space-between">…<Badge radius="xl" size="sm">4</Badge></Group>'}
        note={t('pillBadges.counts.note')}
      >
        <Paper withBorder maw={320} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {counts.map((row, index) => (
            <Group
              key={row.key}
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
              <Text size="sm">{t(`pillBadges.counts.rows.${row.key}`)}</Text>
              <Badge radius="xl" size="sm" color={row.color}>
                {row.count}
              </Badge>
            </Group>
          ))}
        </Paper>
      </DemoSection>

      <DemoSection
        title={t('pillBadges.removable.title')}
        usage={
          '<Pill withRemoveButton removeButtonProps={{ "aria-label": "Remove Nuts" }} onRemove={…}>'
        }
        note={t('pillBadges.removable.note')}
      >
        <Stack gap="sm" align="flex-start">
          <Pill.Group role="group" aria-label={t('pillBadges.removable.label')}>
            {tags.map((tag) => (
              <Pill
                key={tag}
                size="md"
                withRemoveButton
                removeButtonProps={{
                  'aria-label': t('pillBadges.removable.remove', {
                    allergen: t(`pillBadges.removable.allergens.${tag}`),
                  }),
                }}
                onRemove={() => setTags((current) => current.filter((other) => other !== tag))}
              >
                {t(`pillBadges.removable.allergens.${tag}`)}
              </Pill>
            ))}
          </Pill.Group>
          <Text size="sm" c="dimmed" aria-live="polite">
            {tags.length === 0
              ? t('pillBadges.removable.none')
              : t('pillBadges.removable.listed', { count: tags.length })}
          </Text>
          <Button
            variant="default"
            size="xs"
            disabled={tags.length === allergens.length}
            onClick={() => setTags(allergens)}
          >
            {t('pillBadges.removable.reset')}
          </Button>
        </Stack>
      </DemoSection>

      <DemoSection title={t('pillBadges.sizes')} usage={'<Badge radius="xl" size="lg">'}>
        <Group gap="xs" align="center">
          {sizes.map((size) => (
            <Badge key={size} radius="xl" size={size}>
              {size}
            </Badge>
          ))}
        </Group>
      </DemoSection>
    </GalleryPage>
  )
}
