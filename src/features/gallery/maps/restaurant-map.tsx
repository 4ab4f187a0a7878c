import 'leaflet/dist/leaflet.css'
import { Alert, Anchor, Group, List, Loader, Stack, Text, Title } from '@mantine/core'
import { useElementSize } from '@mantine/hooks'
import { IconMapOff } from '@tabler/icons-react'
import { divIcon, type LeafletEvent, type Popup as LeafletPopup } from 'leaflet'
import { useEffect, type ReactNode } from 'react'
import { Trans } from 'react-i18next'
import { useTranslation } from '@/lib/use-translation'
import { MapContainer, Marker, Polygon, Popup, TileLayer, useMap, ZoomControl } from 'react-leaflet'
import { formatMoney } from '@/lib/format'
import { prefersReducedMotion } from '@/lib/reduced-motion'
import { DemoSection, GalleryPage } from '../demo'
import { deliveryZone, mapCenter, restaurants, tileCopyright, tileUrl } from './locations'
import classes from './restaurant-map.module.css'
import { useTilesReachable } from './use-tiles-reachable'

// A drawn pin instead of Leaflet's default image icon, whose image URLs break under a bundler.
const pin = divIcon({
  className: classes.marker,
  html: `<span class="${classes.pin}"></span>`,
  iconSize: [28, 28],
  iconAnchor: [14, 36],
  popupAnchor: [0, -34],
})

const probeUrl = tileUrl.replace('{z}', '0').replace('{x}', '0').replace('{y}', '0')

/**
 * A popup whose close button is named in the reader's language: Leaflet writes its own English
 * name on the button each time the popup opens.
 */
function NamedPopup({ children }: { children: ReactNode }) {
  const { t } = useTranslation('gallery')
  const name = (event: LeafletEvent) =>
    (event.target as LeafletPopup)
      .getElement()
      ?.querySelector('.leaflet-popup-close-button')
      ?.setAttribute('aria-label', t('maps.closePopup'))
  return <Popup eventHandlers={{ add: name }}>{children}</Popup>
}

/** The restaurants and the delivery zone on an OpenStreetMap map, also listed as text. */
/**
 * Leaflet measures its box on window resizes only: folding the side menu widened the map, and
 * the new part stayed grey, without tiles. Told of each new width of the map's frame.
 */
function FollowWidth({ width }: { width: number }) {
  const map = useMap()
  useEffect(() => {
    if (width > 0) map.invalidateSize()
  }, [map, width])
  return null
}

export function RestaurantMap() {
  const { t } = useTranslation('gallery')
  const [tiles, setTiles] = useTilesReachable(probeUrl)
  const { ref: frame, width: frameWidth } = useElementSize()
  // Leaflet fades popups and animates zooms unless told not to; a reader who asked for less
  // motion gets them at once (Leaflet reads these options only when the map is made).
  const animate = !prefersReducedMotion()
  const zone = {
    name: t('maps.zone.name'),
    description: t('maps.zone.description', {
      restaurant: 'Tavola Chiado',
      minimum: formatMoney(25, { whole: true }),
    }),
  }
  return (
    <GalleryPage page="maps" description={t('maps.description')}>
      <DemoSection
        title={t('maps.map.title')}
        usage="<MapContainer><TileLayer /><Marker><Popup /></Marker><Polygon /></MapContainer>"
        note={t('maps.map.note')}
      >
        <Stack gap="sm">
          {tiles === 'checking' && (
            <Group gap="xs" role="status">
              <Loader size="xs" aria-hidden />
              <Text size="sm">{t('maps.map.loading')}</Text>
            </Group>
          )}
          {tiles === 'failed' && (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconMapOff aria-hidden />}
              title={t('maps.map.noTiles')}
            >
              {t('maps.map.noTilesText')}
            </Alert>
          )}
          <div
            ref={frame}
            className={classes.frame}
            dir="ltr"
            role="region"
            aria-label={t('maps.map.label')}
          >
            <MapContainer
              center={mapCenter}
              zoom={14}
              scrollWheelZoom={false}
              zoomControl={false}
              fadeAnimation={animate}
              zoomAnimation={animate}
              markerZoomAnimation={animate}
            >
              <FollowWidth width={frameWidth} />
              <ZoomControl
                zoomInTitle={t('maps.map.zoomIn')}
                zoomOutTitle={t('maps.map.zoomOut')}
              />
              {tiles === 'ok' && (
                <TileLayer
                  url={tileUrl}
                  attribution={`${tileCopyright} ${t('maps.contributors')}`}
                  eventHandlers={{ tileerror: () => setTiles('failed') }}
                />
              )}
              <Polygon
                positions={deliveryZone.points}
                pathOptions={{ color: '#0ca678', weight: 2, fillOpacity: 0.15 }}
              >
                <NamedPopup>
                  <strong>{zone.name}</strong>
                  <br />
                  {zone.description}
                </NamedPopup>
              </Polygon>
              {restaurants.map((restaurant) => (
                <Marker
                  key={restaurant.id}
                  position={restaurant.position}
                  icon={pin}
                  title={restaurant.name}
                  alt={restaurant.name}
                >
                  <NamedPopup>
                    <strong>{restaurant.name}</strong>
                    <br />
                    {restaurant.address}
                  </NamedPopup>
                </Marker>
              ))}
            </MapContainer>
          </div>
        </Stack>
      </DemoSection>
      <DemoSection
        title={t('maps.list.title')}
        usage="<List aria-label={…}> · <List.Item>"
        note={t('maps.list.note')}
      >
        <Stack gap="md">
          <List aria-label={t('maps.list.label')} spacing="xs">
            {restaurants.map((restaurant) => (
              <List.Item key={restaurant.id}>
                <Text fw={600} size="sm">
                  {restaurant.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {restaurant.address}
                </Text>
              </List.Item>
            ))}
          </List>
          <div>
            <Title order={3} size="h5">
              {zone.name}
            </Title>
            <Text size="sm">{zone.description}</Text>
          </div>
          <Text size="xs" c="dimmed">
            <Trans
              t={t}
              i18nKey="maps.list.credit"
              components={{
                osm: <Anchor href="https://www.openstreetmap.org/copyright" size="xs" />,
              }}
            />
          </Text>
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
