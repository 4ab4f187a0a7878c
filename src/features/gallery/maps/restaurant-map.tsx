import 'leaflet/dist/leaflet.css'
import { Alert, Anchor, Group, List, Loader, Stack, Text, Title } from '@mantine/core'
import { IconMapOff } from '@tabler/icons-react'
import { divIcon } from 'leaflet'
import { MapContainer, Marker, Polygon, Popup, TileLayer } from 'react-leaflet'
import { DemoSection, GalleryPage } from '../demo'
import { deliveryZone, mapCenter, restaurants, tileAttribution, tileUrl } from './locations'
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

/** The restaurants and the delivery zone on an OpenStreetMap map, also listed as text. */
export function RestaurantMap() {
  const [tiles, setTiles] = useTilesReachable(probeUrl)
  return (
    <GalleryPage
      page="maps"
      description="An interactive Leaflet map with markers, popups and a polygon over OpenStreetMap tiles. Without the tile server the map still works and says so."
    >
      <DemoSection
        title="Restaurants and delivery zone"
        usage="<MapContainer><TileLayer /><Marker><Popup /></Marker><Polygon /></MapContainer>"
        note="Drag or use the arrow keys to pan, the + and − buttons or keys to zoom; select a marker or the zone for its details."
      >
        <Stack gap="sm">
          {tiles === 'checking' && (
            <Group gap="xs" role="status">
              <Loader size="xs" aria-hidden />
              <Text size="sm">Loading the map tiles…</Text>
            </Group>
          )}
          {tiles === 'failed' && (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconMapOff aria-hidden />}
              title="No map tiles"
            >
              Map tiles could not load; the markers and delivery zone are listed below.
            </Alert>
          )}
          <div
            className={classes.frame}
            dir="ltr"
            role="region"
            aria-label="Map of the restaurants"
          >
            <MapContainer center={mapCenter} zoom={14} scrollWheelZoom={false}>
              {tiles === 'ok' && (
                <TileLayer
                  url={tileUrl}
                  attribution={tileAttribution}
                  eventHandlers={{ tileerror: () => setTiles('failed') }}
                />
              )}
              <Polygon
                positions={deliveryZone.points}
                pathOptions={{ color: '#0ca678', weight: 2, fillOpacity: 0.15 }}
              >
                <Popup>
                  <strong>{deliveryZone.name}</strong>
                  <br />
                  {deliveryZone.description}
                </Popup>
              </Polygon>
              {restaurants.map((restaurant) => (
                <Marker
                  key={restaurant.id}
                  position={restaurant.position}
                  icon={pin}
                  title={restaurant.name}
                  alt={restaurant.name}
                >
                  <Popup>
                    <strong>{restaurant.name}</strong>
                    <br />
                    {restaurant.address}
                  </Popup>
                </Marker>
              ))}
            </MapContainer>
          </div>
        </Stack>
      </DemoSection>
      <DemoSection
        title="Locations"
        usage="A text list beside every map"
        note="The same places as text, for screen readers and when the map cannot be used."
      >
        <Stack gap="md">
          <List aria-label="Restaurants on the map" spacing="xs">
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
              {deliveryZone.name}
            </Title>
            <Text size="sm">{deliveryZone.description}</Text>
          </div>
          <Text size="xs" c="dimmed">
            Map data from{' '}
            <Anchor href="https://www.openstreetmap.org/copyright" size="xs">
              OpenStreetMap
            </Anchor>{' '}
            contributors.
          </Text>
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
