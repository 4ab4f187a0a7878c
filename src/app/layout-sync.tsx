import { useDirection } from '@mantine/core'
import { useEffect } from 'react'
import { useLayout } from '@/lib/layout-preferences'

/**
 * Keeps the document in step with the layout preferences: `dir` (and
 * Mantine's direction context) for RTL, `data-skin` for the bordered skin.
 */
export function LayoutSync() {
  const direction = useLayout('direction')
  const skin = useLayout('skin')
  const { setDirection } = useDirection()
  useEffect(() => {
    setDirection(direction)
    document.documentElement.setAttribute('dir', direction)
  }, [direction, setDirection])
  useEffect(() => {
    document.documentElement.setAttribute('data-skin', skin)
  }, [skin])
  return null
}
