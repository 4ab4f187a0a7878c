import type { TablerIcon } from '@tabler/icons-react'
import * as icons from './gallery-icons'

/** The icons on the gallery page, by import name. */
export const galleryIcons: Readonly<Record<string, TablerIcon>> = icons
