import { Button, Group } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import { Link, useLocation } from '@tanstack/react-router'
import { Fragment } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { MenuOnDemand, MenuRegion } from '../menu-on-demand'
import { isNavActive, navSections, type NavItem } from './nav-types'
import classes from './app-layout.module.css'

/**
 * The horizontal layout's top menu: one dropdown per menu section, groups as labelled blocks
 * inside. Each dropdown mounts on demand (`MenuOnDemand`), armed as the pointer enters the row.
 */
export function HorizontalMenu({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation()
  const pathname = useLocation({ select: (location) => location.pathname })
  return (
    <MenuRegion className={classes.horizontalMenu}>
      <Group component="nav" aria-label={t('navbar.mainMenu')} gap={4} wrap="nowrap">
        {navSections(items).map((section) => {
          const links = section.entries.flatMap((entry) =>
            entry.kind === 'link' ? [entry] : entry.children,
          )
          const active = links.some((link) => isNavActive(pathname, link.to))
          return (
            <MenuOnDemand
              key={section.key}
              trigger="click-hover"
              openDelay={60}
              closeDelay={150}
              position="bottom-start"
              // In the header landmark, and fixed so that the scrolling menu row does not clip it.
              withinPortal={false}
              floatingStrategy="fixed"
              target={
                <Button
                  variant={active ? 'light' : 'subtle'}
                  color={active ? undefined : 'gray'}
                  rightSection={<IconChevronDown size={14} aria-hidden />}
                >
                  {t(section.labelKey)}
                </Button>
              }
            >
              {(Menu) => (
                <Menu.Dropdown className={classes.horizontalDropdown}>
                  {section.entries.map((entry, index) =>
                    entry.kind === 'link' ? (
                      <Menu.Item
                        key={entry.key}
                        component={Link}
                        to={entry.to}
                        leftSection={<entry.icon size={16} aria-hidden />}
                        aria-current={isNavActive(pathname, entry.to) ? 'page' : undefined}
                      >
                        {t(entry.labelKey)}
                      </Menu.Item>
                    ) : (
                      <Fragment key={entry.key}>
                        {index > 0 && <Menu.Divider />}
                        <Menu.Label>{t(entry.labelKey)}</Menu.Label>
                        {entry.children.map((child) => (
                          <Menu.Item
                            key={child.key}
                            component={Link}
                            to={child.to}
                            aria-current={isNavActive(pathname, child.to) ? 'page' : undefined}
                          >
                            {t(child.labelKey)}
                          </Menu.Item>
                        ))}
                      </Fragment>
                    ),
                  )}
                </Menu.Dropdown>
              )}
            </MenuOnDemand>
          )
        })}
      </Group>
    </MenuRegion>
  )
}
