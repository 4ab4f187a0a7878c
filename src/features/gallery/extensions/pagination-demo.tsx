import { Group, List, Pagination, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

/** The dishes listed, by number. */
const dishes = Array.from({ length: 47 }, (_, index) => index + 1)
const perPage = 5
const total = Math.ceil(dishes.length / perPage)

/** Mantine Pagination in its variants, each driving the list it pages. */
export function PaginationDemo() {
  const { t } = useTranslation('galleryExtensions')
  const [page, setPage] = useState(1)
  const shown = dishes.slice((page - 1) * perPage, page * perPage)
  const first = (page - 1) * perPage + 1
  // Mantine's arrow controls have no text of their own.
  const getControlProps = (control: 'first' | 'previous' | 'next' | 'last') => ({
    'aria-label': t(`pagination.controls.${control}`),
  })
  return (
    <GalleryPage page="extPagination" description={t('pagination.description')}>
      <DemoSection
        title={t('pagination.list.title')}
        usage="items.slice((page - 1) * perPage, page * perPage)"
        note={t('pagination.list.note')}
      >
        <Stack gap="xs">
          <Text size="sm" role="status">
            {t('pagination.list.showing', {
              from: first,
              to: first + shown.length - 1,
              total: dishes.length,
            })}
          </Text>
          <List aria-label={t('pagination.list.label')}>
            {shown.map((dish) => (
              <List.Item key={dish}>{t('pagination.list.dish', { number: dish })}</List.Item>
            ))}
          </List>
        </Stack>
      </DemoSection>
      <DemoSection
        title={t('pagination.default.title')}
        usage="<Pagination total value onChange />"
      >
        <Pagination
          getControlProps={getControlProps}
          total={total}
          value={page}
          onChange={setPage}
          aria-label={t('pagination.default.label')}
        />
      </DemoSection>
      <DemoSection
        title={t('pagination.edges.title')}
        usage="<Pagination withEdges siblings={2} />"
        note={t('pagination.edges.note')}
      >
        <Pagination
          getControlProps={getControlProps}
          total={total}
          value={page}
          onChange={setPage}
          withEdges
          siblings={2}
          aria-label={t('pagination.edges.label')}
        />
      </DemoSection>
      <DemoSection
        title={t('pagination.styles.title')}
        usage='<Pagination size="sm" radius="xl" color="teal" />'
      >
        <Stack gap="sm">
          <Pagination
            getControlProps={getControlProps}
            total={total}
            value={page}
            onChange={setPage}
            size="sm"
            radius="xl"
            color="teal"
            aria-label={t('pagination.styles.small')}
          />
          <Pagination
            getControlProps={getControlProps}
            total={total}
            value={page}
            onChange={setPage}
            size="lg"
            radius="xs"
            color="grape"
            aria-label={t('pagination.styles.large')}
          />
        </Stack>
      </DemoSection>
      <DemoSection
        title={t('pagination.simple.title')}
        usage="<Pagination.Root><Pagination.Previous /><Pagination.Next /></Pagination.Root>"
        note={t('pagination.simple.note')}
      >
        <Pagination.Root total={total} value={page} onChange={setPage}>
          <Group gap="xs" component="nav" aria-label={t('pagination.simple.label')}>
            <Pagination.Previous aria-label={t('pagination.controls.previous')} />
            <Text size="sm">{t('pagination.simple.position', { page, total })}</Text>
            <Pagination.Next aria-label={t('pagination.controls.next')} />
          </Group>
        </Pagination.Root>
      </DemoSection>
    </GalleryPage>
  )
}
