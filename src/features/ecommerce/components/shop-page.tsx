import '@/components/styles/full-styles'
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
import { IconChevronDown, IconLayoutGrid, IconList, IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { QueryError } from '@/components/query-error'
import { PRODUCTS_PER_PAGE, productCategories, type ProductSort } from '@/contract/ecommerce-values'
import { formatMoney } from '@/lib/format'
import { useProducts } from '../api/get-products'
import type { ShopSearch } from '../search'
import { CartButton, WishlistToggle } from './product-buttons'
import { ProductCard } from './product-card'
import classes from './shop.module.css'

/** A price filter's bound in whole units of the currency: `$1,000`. */
const whole = (amount: number) => formatMoney(amount, { whole: true })

/** The price filter's ranges, as `priceMin`/`priceMax` in the URL; labelled when shown. */
const priceRanges = [
  { value: 'all' },
  { value: '0-50', min: undefined, max: 50 },
  { value: '50-250', min: 50, max: 250 },
  { value: '250-1000', min: 250, max: 1000 },
  { value: '1000-', min: 1000, max: undefined },
] as const

/** The lowest rating a product may have, from 4 stars down. */
const ratingFloors = [4, 3, 2, 1] as const

const sorts: ProductSort[] = ['featured', 'price-asc', 'price-desc']

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
  const { t } = useTranslation('ecommerce')
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
  const priceLabel = (range: (typeof priceRanges)[number]) => {
    if (!('max' in range)) return t('shop.prices.all')
    if (range.min === undefined) return t('shop.prices.upTo', { max: whole(range.max) })
    if (range.max === undefined) return t('shop.prices.from', { min: whole(range.min) })
    return t('shop.prices.between', {
      min: whole(range.min),
      max: whole(range.max),
    })
  }
  const filtered =
    search.q ||
    search.priceMin !== undefined ||
    search.priceMax !== undefined ||
    search.categories?.length ||
    search.brands?.length ||
    search.rating
  // Below 992 px the filters sit above the products, a screen and more of them: folded until
  // asked for, unless the address already sets some.
  const [filtersShown, setFiltersShown] = useState(Boolean(filtered))

  return (
    <Stack>
      <Title order={1} size="h3">
        {t('shop.title')}
      </Title>
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="shop-filters">
            <Stack>
              <Group justify="space-between" wrap="nowrap">
                <Title order={2} size="h5" id="shop-filters">
                  {t('shop.filters')}
                </Title>
                <Button
                  hiddenFrom="md"
                  variant="subtle"
                  size="compact-sm"
                  aria-expanded={filtersShown}
                  aria-controls="shop-filter-fields"
                  rightSection={
                    <IconChevronDown
                      size={16}
                      aria-hidden
                      className={classes.foldIcon}
                      data-shown={filtersShown || undefined}
                    />
                  }
                  onClick={() => setFiltersShown((shown) => !shown)}
                >
                  {filtersShown ? t('shop.hideFilters') : t('shop.showFilters')}
                </Button>
              </Group>
              <Stack
                id="shop-filter-fields"
                className={classes.filterFields}
                data-shown={filtersShown || undefined}
              >
                <Radio.Group
                  label={t('shop.priceRange')}
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
                      <Radio key={range.value} value={range.value} label={priceLabel(range)} />
                    ))}
                  </Stack>
                </Radio.Group>
                <Checkbox.Group
                  label={t('shop.categories')}
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
                      <Checkbox
                        key={category}
                        value={category}
                        label={t(`categoryNames.${category}`)}
                      />
                    ))}
                  </Stack>
                </Checkbox.Group>
                <Checkbox.Group
                  label={t('shop.brands')}
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
                  label={t('shop.rating')}
                  value={search.rating ? String(search.rating) : 'all'}
                  onChange={(value) =>
                    filter({ rating: value === 'all' ? undefined : Number(value) })
                  }
                >
                  <Stack gap={6} mt={6}>
                    <Radio value="all" label={t('shop.anyRating')} />
                    {ratingFloors.map((floor) => (
                      <Radio
                        key={floor}
                        value={String(floor)}
                        label={t('shop.ratingFrom', { count: floor })}
                      />
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
                    {t('shop.clearFilters')}
                  </Button>
                ) : null}
              </Stack>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text role="status" size="sm">
                {data ? t('shop.results', { count: data.total }) : t('shop.loading')}
              </Text>
              <Group gap="sm" wrap="wrap">
                <Select
                  label={t('shop.sortBy')}
                  w={170}
                  data={sorts.map((sort) => ({ value: sort, label: t(`shop.sorts.${sort}`) }))}
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
                  <VisuallyHidden id="shop-view-label">{t('shop.view')}</VisuallyHidden>
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
                            <span>{t('shop.views.grid')}</span>
                          </Group>
                        ),
                      },
                      {
                        value: 'list',
                        label: (
                          <Group gap={4} wrap="nowrap">
                            <IconList size={16} aria-hidden />
                            <span>{t('shop.views.list')}</span>
                          </Group>
                        ),
                      },
                    ]}
                  />
                </div>
              </Group>
            </Group>
            <TextInput
              label={t('shop.search')}
              placeholder={t('shop.searchPlaceholder')}
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
              <Alert variant="light" title={t('shop.noMatch')}>
                {t('shop.noMatchHint')}
              </Alert>
            ) : (
              <SimpleGrid
                cols={view === 'list' ? 1 : { base: 1, sm: 2, lg: 3 }}
                style={{ opacity: products.isPlaceholderData ? 0.6 : 1 }}
                aria-label={t('shop.products')}
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
                          <CartButton product={product} grow />
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
                  getControlProps={(control) => ({ 'aria-label': t(`shop.pages.${control}`) })}
                  getItemProps={(item) => ({ 'aria-label': t('shop.page', { page: item }) })}
                />
              </Group>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
