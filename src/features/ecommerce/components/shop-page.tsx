import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  Pagination,
  Paper,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconLayoutGrid, IconList, IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { QueryError } from '@/components/query-error'
import { PRODUCTS_PER_PAGE, productCategories, type ProductSort } from '@/contract/ecommerce-values'
import { formatMoney } from '@/lib/format'
import { useProducts } from '../api/get-products'
import type { ShopSearch } from '../search'
import { CartButton, WishlistToggle } from './product-buttons'
import { ProductCard } from './product-card'

/** The price filter's ranges, as `priceMin`/`priceMax` in the URL. */
const whole = (amount: number) => formatMoney(amount, { whole: true })
// Labels are written when shown, in the language of the moment.
const priceRanges = [
  { value: 'all', label: () => 'All prices' },
  { value: '0-50', label: () => `Up to ${whole(50)}`, min: undefined, max: 50 },
  { value: '50-250', label: () => `${whole(50)} to ${whole(250)}`, min: 50, max: 250 },
  { value: '250-1000', label: () => `${whole(250)} to ${whole(1000)}`, min: 250, max: 1000 },
  { value: '1000-', label: () => `${whole(1000)} and more`, min: 1000, max: undefined },
] as const

const ratingOptions = [
  { value: 'all', label: 'Any rating' },
  { value: '4', label: '4 stars and up' },
  { value: '3', label: '3 stars and up' },
  { value: '2', label: '2 stars and up' },
  { value: '1', label: '1 star and up' },
] as const

const sortOptions: { value: ProductSort; label: string }[] = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-asc', label: 'Lowest price' },
  { value: 'price-desc', label: 'Highest price' },
]

function priceRangeOf(search: ShopSearch): string {
  const found = priceRanges.find(
    (range) => 'max' in range && range.min === search.priceMin && range.max === search.priceMax,
  )
  return found?.value ?? 'all'
}

export interface ShopPageProps {
  search: ShopSearch
  onSearchChange: (patch: Partial<ShopSearch>, options?: { replace?: boolean }) => void
}

/** The shop: search, sort, filters, grid or list, pages; every setting in the URL. */
export function ShopPage({ search, onSearchChange }: ShopPageProps) {
  const page = search.page ?? 1
  const view = search.view ?? 'grid'
  const products = useProducts({
    q: search.q,
    sortBy: search.sortBy,
    page,
    perPage: PRODUCTS_PER_PAGE,
    priceMin: search.priceMin,
    priceMax: search.priceMax,
    categories: search.categories,
    brands: search.brands,
    rating: search.rating,
  })
  const [text, setText] = useState(search.q ?? '')
  const applyText = useDebouncedCallback((value: string) => {
    onSearchChange({ q: value.trim() || undefined, page: undefined }, { replace: true })
  }, 250)
  // A filter change starts from page 1.
  const filter = (patch: Partial<ShopSearch>) => onSearchChange({ ...patch, page: undefined })
  const data = products.data
  const pages = data ? Math.max(1, Math.ceil(data.total / PRODUCTS_PER_PAGE)) : 1
  const filtered =
    search.q ||
    search.priceMin !== undefined ||
    search.priceMax !== undefined ||
    search.categories?.length ||
    search.brands?.length ||
    search.rating

  return (
    <Stack>
      <Title order={1} size="h3">
        Shop
      </Title>
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="shop-filters">
            <Stack>
              <Title order={2} size="h5" id="shop-filters">
                Filters
              </Title>
              <Radio.Group
                label="Price range"
                value={priceRangeOf(search)}
                onChange={(value) => {
                  const range = priceRanges.find((candidate) => candidate.value === value)
                  filter(
                    range && 'max' in range
                      ? { priceMin: range.min, priceMax: range.max }
                      : { priceMin: undefined, priceMax: undefined },
                  )
                }}
              >
                <Stack gap={6} mt={6}>
                  {priceRanges.map((range) => (
                    <Radio key={range.value} value={range.value} label={range.label()} />
                  ))}
                </Stack>
              </Radio.Group>
              <Checkbox.Group
                label="Categories"
                value={search.categories ?? []}
                onChange={(value) =>
                  filter({
                    categories: value.length
                      ? productCategories.filter((category) => value.includes(category))
                      : undefined,
                  })
                }
              >
                <Stack gap={6} mt={6}>
                  {productCategories.map((category) => (
                    <Checkbox key={category} value={category} label={category} />
                  ))}
                </Stack>
              </Checkbox.Group>
              <Checkbox.Group
                label="Brands"
                value={search.brands ?? []}
                onChange={(value) => filter({ brands: value.length ? value : undefined })}
              >
                <Stack gap={6} mt={6}>
                  {(data?.brands ?? []).map((brand) => (
                    <Checkbox key={brand} value={brand} label={brand} />
                  ))}
                </Stack>
              </Checkbox.Group>
              <Radio.Group
                label="Rating"
                value={search.rating ? String(search.rating) : 'all'}
                onChange={(value) =>
                  filter({ rating: value === 'all' ? undefined : Number(value) })
                }
              >
                <Stack gap={6} mt={6}>
                  {ratingOptions.map((option) => (
                    <Radio key={option.value} value={option.value} label={option.label} />
                  ))}
                </Stack>
              </Radio.Group>
              {filtered ? (
                <Button
                  variant="default"
                  onClick={() => {
                    setText('')
                    onSearchChange({
                      q: undefined,
                      page: undefined,
                      priceMin: undefined,
                      priceMax: undefined,
                      categories: undefined,
                      brands: undefined,
                      rating: undefined,
                    })
                  }}
                >
                  Clear all filters
                </Button>
              ) : null}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text role="status" size="sm">
                {data
                  ? `${String(data.total)} ${data.total === 1 ? 'result' : 'results'} found`
                  : 'Loading products…'}
              </Text>
              <Group gap="sm" wrap="wrap">
                <Select
                  label="Sort by"
                  w={170}
                  data={sortOptions}
                  value={search.sortBy ?? 'featured'}
                  allowDeselect={false}
                  onChange={(value) =>
                    onSearchChange({
                      sortBy: value === 'featured' || !value ? undefined : (value as ProductSort),
                      page: undefined,
                    })
                  }
                />
                <div>
                  <VisuallyHidden id="shop-view-label">View</VisuallyHidden>
                  <SegmentedControl
                    aria-labelledby="shop-view-label"
                    mt={24}
                    value={view}
                    onChange={(value) =>
                      onSearchChange({ view: value === 'list' ? 'list' : undefined })
                    }
                    data={[
                      {
                        value: 'grid',
                        label: (
                          <Group gap={4} wrap="nowrap">
                            <IconLayoutGrid size={16} aria-hidden />
                            <span>Grid</span>
                          </Group>
                        ),
                      },
                      {
                        value: 'list',
                        label: (
                          <Group gap={4} wrap="nowrap">
                            <IconList size={16} aria-hidden />
                            <span>List</span>
                          </Group>
                        ),
                      },
                    ]}
                  />
                </div>
              </Group>
            </Group>
            <TextInput
              label="Search products"
              placeholder="Search by name"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value)
                applyText(event.currentTarget.value)
              }}
            />
            {products.isError ? (
              <QueryError error={products.error} onRetry={() => void products.refetch()} />
            ) : !data ? (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy>
                {Array.from({ length: 6 }, (_, index) => (
                  <Skeleton key={index} h={320} radius="md" />
                ))}
              </SimpleGrid>
            ) : data.products.length === 0 ? (
              <Alert variant="light" title="No products match">
                Try another search or clear some filters.
              </Alert>
            ) : (
              <SimpleGrid
                cols={view === 'list' ? 1 : { base: 1, sm: 2, lg: 3 }}
                style={{ opacity: products.isPlaceholderData ? 0.6 : 1 }}
                aria-label="Products"
                role="list"
              >
                {data.products.map((product) => (
                  <div role="listitem" key={product.id}>
                    <ProductCard
                      product={product}
                      layout={view}
                      actions={
                        <>
                          <WishlistToggle product={product} />
                          <CartButton product={product} fullWidth />
                        </>
                      }
                    />
                  </div>
                ))}
              </SimpleGrid>
            )}
            {data && pages > 1 && (
              <Group justify="center">
                <Pagination
                  total={pages}
                  value={Math.min(page, pages)}
                  onChange={(next) => onSearchChange({ page: next === 1 ? undefined : next })}
                  getControlProps={(control) => ({
                    'aria-label': `${control} page`,
                  })}
                  getItemProps={(item) => ({ 'aria-label': `Page ${String(item)}` })}
                />
              </Group>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
