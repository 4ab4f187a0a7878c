// Mantine styles the shell draws with beyond those of the pages outside it (public-styles.ts,
// loaded with the entry), in the `mantine` cascade layer: the shell's own components, the first
// screens of the pages staff open most (the dashboards, email, the invoice and user lists) and what
// those open at once (menus, popovers, drawers, modals). Any other component's styles come with
// the whole stylesheet (full-styles.ts), which the modules that draw such a component import,
// so a page waits for it only when it needs it. The sign-in pages' styles are not repeated here;
// shell-styles.test.ts checks that this list keeps Mantine's order and that no module misses
// a stylesheet.
import '@mantine/core/styles/ScrollArea.layer.css'
import '@mantine/core/styles/Overlay.layer.css'
import '@mantine/core/styles/Popover.layer.css'
import '@mantine/core/styles/ModalBase.layer.css'
import '@mantine/core/styles/Affix.layer.css'
import '@mantine/core/styles/AppShell.layer.css'
import '@mantine/core/styles/Combobox.layer.css'
import '@mantine/core/styles/Avatar.layer.css'
import '@mantine/core/styles/Badge.layer.css'
import '@mantine/core/styles/Burger.layer.css'
import '@mantine/core/styles/Card.layer.css'
import '@mantine/core/styles/Center.layer.css'
import '@mantine/core/styles/ColorSwatch.layer.css'
import '@mantine/core/styles/Drawer.layer.css'
import '@mantine/core/styles/Image.layer.css'
import '@mantine/core/styles/Kbd.layer.css'
import '@mantine/core/styles/Menu.layer.css'
import '@mantine/core/styles/Modal.layer.css'
import '@mantine/core/styles/Pill.layer.css'
import '@mantine/core/styles/NavLink.layer.css'
import '@mantine/core/styles/Pagination.layer.css'
import '@mantine/core/styles/Progress.layer.css'
import '@mantine/core/styles/Skeleton.layer.css'
