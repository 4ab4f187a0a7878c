/** The brand's restaurants in Lisbon shown on the map demo. */
export const restaurants = [
  {
    id: 1,
    name: 'Tavola Chiado',
    address: 'Rua Garrett 42, 1200-204 Lisboa',
    position: [38.7107, -9.1422] as [number, number],
  },
  {
    id: 2,
    name: 'Tavola Alfama',
    address: 'Rua de São Miguel 17, 1100-544 Lisboa',
    position: [38.7118, -9.1296] as [number, number],
  },
  {
    id: 3,
    name: 'Tavola Príncipe Real',
    address: 'Praça do Príncipe Real 9, 1250-184 Lisboa',
    position: [38.7167, -9.1485] as [number, number],
  },
]

/** Where the Chiado kitchen delivers: a polygon around the centre (named `maps.zone`). */
export const deliveryZone = {
  points: [
    [38.7215, -9.1555],
    [38.7228, -9.1305],
    [38.7085, -9.1225],
    [38.7035, -9.14],
    [38.708, -9.156],
  ] as [number, number][],
}

export const mapCenter: [number, number] = [38.7135, -9.1395]

export const tileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
/** The tiles' copyright, before the word for their contributors in the reader's language. */
export const tileCopyright =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
