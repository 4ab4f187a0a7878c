/** What a dashboard figure counts: things, or US dollars. */
export type Unit = 'count' | 'usd'

/** The colours of a donut's segments, in order (theme colour names). */
export const segmentColors = ['brand.6', 'teal.6', 'yellow.5', 'blue.6', 'grape.6']
