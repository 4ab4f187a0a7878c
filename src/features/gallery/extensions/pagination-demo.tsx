import { Group, List, Pagination, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'

const dishes = Array.from({ length: 47 }, (_, index) => `Dish ${index + 1}`)
const perPage = 5
const total = Math.ceil(dishes.length / perPage)
// Mantine's arrow controls have no text of their own.
const controlLabels = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const
const getControlProps = (control: keyof typeof controlLabels) => ({
  'aria-label': controlLabels[control],
})

/** Mantine Pagination in its variants, each driving the list it pages. */
export function PaginationDemo() {
  const [page, setPage] = useState(1)
  const shown = dishes.slice((page - 1) * perPage, page * perPage)
  const first = (page - 1) * perPage + 1
  return (
    <GalleryPage
      page="extPagination"
      description="Page through a long list. Every variant below drives the same list, so they stay in step."
    >
      <DemoSection
        title="The list"
        usage="items.slice((page - 1) * perPage, page * perPage)"
        note="In the apps the page lives in the URL, so a reload or a shared link keeps it."
      >
        <Stack gap="xs">
          <Text size="sm" role="status">
            Showing {first} to {first + shown.length - 1} of {dishes.length}
          </Text>
          <List aria-label="Dishes">
            {shown.map((dish) => (
              <List.Item key={dish}>{dish}</List.Item>
            ))}
          </List>
        </Stack>
      </DemoSection>
      <DemoSection title="Default" usage="<Pagination total value onChange />">
        <Pagination
          getControlProps={getControlProps}
          total={total}
          value={page}
          onChange={setPage}
          aria-label="Pages, default"
        />
      </DemoSection>
      <DemoSection
        title="With first and last, more siblings"
        usage="<Pagination withEdges siblings={2} />"
        note="For long lists where jumping to the ends helps."
      >
        <Pagination
          getControlProps={getControlProps}
          total={total}
          value={page}
          onChange={setPage}
          withEdges
          siblings={2}
          aria-label="Pages, with first and last"
        />
      </DemoSection>
      <DemoSection
        title="Sizes, shapes and colours"
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
            aria-label="Pages, small and round"
          />
          <Pagination
            getControlProps={getControlProps}
            total={total}
            value={page}
            onChange={setPage}
            size="lg"
            radius="xs"
            color="grape"
            aria-label="Pages, large"
          />
        </Stack>
      </DemoSection>
      <DemoSection
        title="Previous and next only"
        usage="<Pagination.Root><Pagination.Previous /><Pagination.Next /></Pagination.Root>"
        note="For narrow spaces, with the position in words."
      >
        <Pagination.Root total={total} value={page} onChange={setPage}>
          <Group gap="xs" component="nav" aria-label="Pages, previous and next">
            <Pagination.Previous aria-label="Previous page" />
            <Text size="sm">
              Page {page} of {total}
            </Text>
            <Pagination.Next aria-label="Next page" />
          </Group>
        </Pagination.Root>
      </DemoSection>
    </GalleryPage>
  )
}
