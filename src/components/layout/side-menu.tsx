import { Box, NavLink, Stack, Text, UnstyledButton } from '@mantine/core'
import { Link, useLocation } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import type { NavGroupItem, NavItem, NavLinkItem } from './nav-types'
import { HintTooltip } from '../hint-tooltip'
import { MenuOnDemand, MenuRegion } from '../menu-on-demand'
import classes from './side-menu.module.css'

interface SideMenuProps {
  items: readonly NavItem[]
  /** Icons only, with the labels in tooltips and flyouts. */
  collapsed: boolean
  onNavigate?: () => void
}

// The rail's links and buttons are plain elements with UnstyledButton's class: a signed-in page
// mounts 34 of them, and UnstyledButton is two components each.
const railClass = `mantine-focus-auto ${UnstyledButton.classes.root} mantine-UnstyledButton-root ${classes.rail}`

const isActive = (pathname: string, to: string) =>
  to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`)

/** The side menu, drawn from the navigation definition the app passes in. */
export function SideMenu({ items, collapsed, onNavigate }: SideMenuProps) {
  const { t } = useTranslation()
  const pathname = useLocation({ select: (location) => location.pathname })

  return (
    // The landmark is the AppShell navbar around this (a <nav> labelled by the layout). The
    // browser's own scrolling, with a thin bar: Mantine's ScrollArea measures itself after every
    // change of the page, each time forcing a layout, which cost about 100 ms while a signed-in
    // page first rendered. The rail's group menus mount as the pointer enters it.
    <MenuRegion className={classes.scroll}>
      <HintTooltip placement="side" enabled={collapsed}>
        <Stack gap={2} p={collapsed ? 'xs' : 'sm'}>
          {items.map((item) => {
            if (item.kind === 'section') {
              return collapsed ? (
                <Box
                  key={item.key}
                  className={classes.sectionRule}
                  role="separator"
                  aria-label={t(item.labelKey)}
                />
              ) : (
                <Text
                  key={item.key}
                  className={classes.section}
                  size="xs"
                  fw={600}
                  c="dimmed"
                  tt="uppercase"
                >
                  {t(item.labelKey)}
                </Text>
              )
            }
            if (item.kind === 'link') {
              return collapsed ? (
                <CollapsedLink
                  key={item.key}
                  item={item}
                  active={isActive(pathname, item.to)}
                  onNavigate={onNavigate}
                />
              ) : (
                <NavLink
                  key={item.key}
                  component={Link}
                  to={item.to}
                  label={t(item.labelKey)}
                  leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
                  active={isActive(pathname, item.to)}
                  aria-current={isActive(pathname, item.to) ? 'page' : undefined}
                  className={classes.link}
                  onClick={onNavigate}
                />
              )
            }
            return collapsed ? (
              <CollapsedGroup
                key={item.key}
                item={item}
                pathname={pathname}
                onNavigate={onNavigate}
              />
            ) : (
              <ExpandedGroup
                key={item.key}
                item={item}
                pathname={pathname}
                onNavigate={onNavigate}
              />
            )
          })}
        </Stack>
      </HintTooltip>
    </MenuRegion>
  )
}

function ExpandedGroup({
  item,
  pathname,
  onNavigate,
}: {
  item: NavGroupItem
  pathname: string
  onNavigate?: () => void
}) {
  const { t } = useTranslation()
  const [opened, setOpened] = useState(() =>
    item.children.some((child) => isActive(pathname, child.to)),
  )
  return (
    // A button, not Mantine's default href-less <a>: reachable with Tab and announced as expandable.
    <NavLink
      component="button"
      type="button"
      label={t(item.labelKey)}
      leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      className={classes.link}
    >
      {item.children.map((child) => (
        <NavLink
          key={child.key}
          component={Link}
          to={child.to}
          label={t(child.labelKey)}
          active={isActive(pathname, child.to)}
          aria-current={isActive(pathname, child.to) ? 'page' : undefined}
          className={classes.link}
          onClick={onNavigate}
        />
      ))}
    </NavLink>
  )
}

function CollapsedLink({
  item,
  active,
  onNavigate,
}: {
  item: NavLinkItem
  active: boolean
  onNavigate?: () => void
}) {
  const { t } = useTranslation()
  const label = t(item.labelKey)
  return (
    <Link
      to={item.to}
      aria-label={label}
      data-hint={label}
      aria-current={active ? 'page' : undefined}
      data-active={active || undefined}
      className={railClass}
      onClick={onNavigate}
    >
      <item.icon size={22} stroke={1.6} aria-hidden />
    </Link>
  )
}

function CollapsedGroup({
  item,
  pathname,
  onNavigate,
}: {
  item: NavGroupItem
  pathname: string
  onNavigate?: () => void
}) {
  const { t } = useTranslation()
  const label = t(item.labelKey)
  const active = item.children.some((child) => isActive(pathname, child.to))
  return (
    <MenuOnDemand
      position="right-start"
      offset={8}
      withArrow
      trigger="click-hover"
      openDelay={80}
      closeDelay={150}
      // Inside the navigation landmark rather than a portal; fixed, so the menu's scroll area does not clip it.
      withinPortal={false}
      floatingStrategy="fixed"
      target={
        <button
          type="button"
          aria-label={label}
          data-active={active || undefined}
          className={railClass}
        >
          <item.icon size={22} stroke={1.6} aria-hidden />
        </button>
      }
    >
      {(Menu) => (
        <Menu.Dropdown>
          <Menu.Label>{label}</Menu.Label>
          {item.children.map((child) => (
            <Menu.Item key={child.key} component={Link} to={child.to} onClick={onNavigate}>
              {t(child.labelKey)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      )}
    </MenuOnDemand>
  )
}
