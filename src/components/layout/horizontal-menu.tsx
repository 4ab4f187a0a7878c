import { Button, Group, Menu } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import { Link, useLocation } from '@tanstack/react-router'
import { Fragment } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { isNavActive, navSections, type NavItem } from './nav-types'
import classes from './app-layout.module.css'

/** The horizontal layout's top menu: one dropdown per menu section, groups as labelled blocks inside. */
export function HorizontalMenu({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation()
  const pathname = useLocation({ select: (location) => location.pathname })
  return (
    <Group
      component="nav"
      aria-label={t('navbar.mainMenu')}
      gap={4}
      wrap="nowrap"
      className={classes.horizontalMenu}
    >
      {navSections(items).map((section) => {
        const links = section.entries.flatMap((entry) =>
          entry.kind === 'link' ? [entry] : entry.children,
        )
        const active = links.some((link) => isNavActive(pathname, link.to))
        return (
          <Menu
            key={section.key}
            trigger="click-hover"
            openDelay={60}
            closeDelay={150}
            position="bottom-start"
            // In the header landmark, and fixed so that the scrolling menu row does not clip it.
            withinPortal={false}
            floatingStrategy="fixed"
          >
            <Menu.Target>
              <Button
                variant={active ? 'light' : 'subtle'}
                color={active ? undefined : 'gray'}
                rightSection={<IconChevronDown size={14} aria-hidden />}
              >
                {t(section.labelKey)}
              </Button>
            </Menu.Target>
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
          </Menu>
        )
      })}
    </Group>
  )
}
