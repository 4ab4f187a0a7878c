/**
 * Mantine's drawer as a chunk of its own, for a page whose drawer is not part of its first screen
 * (a small screen's folders or filters): the page loads it with `lazy`, so that Mantine's drawer,
 * its scroll areas and focus trap are not among the page's first files.
 */
export { Drawer } from '@mantine/core'
