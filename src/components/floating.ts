/**
 * Mantine's menu and popover, with floating-ui that positions them: a chunk of their own, which
 * `OnDemand` (menu-on-demand.tsx) fetches once the page is drawn and idle, or when a menu is first
 * wanted. Every menu and popover of the shell mounts on demand, so the shell's first files need
 * none of this code (about half the shell chunk).
 */
export { Menu, Popover } from '@mantine/core'
