import { Button, ThemeIcon } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'
import { MenuOnDemand } from '@/components/menu-on-demand'
import { settableInvoiceStatuses, type SettableInvoiceStatus } from '@/contract/invoices'
import { statusLook } from './invoice-status'

/** "Set status" for the selected invoices: the statuses a person may give (not Partial Payment). */
export function InvoiceStatusMenu({
  busy,
  onChoose,
}: {
  busy: boolean
  onChoose: (status: SettableInvoiceStatus) => void
}) {
  const { t } = useTranslation('invoices')
  return (
    // Mounted on demand (`MenuOnDemand`): the list's first files need none of Mantine's menus.
    <MenuOnDemand
      position="bottom-end"
      shadow="md"
      target={
        <Button
          size="xs"
          variant="light"
          loading={busy}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {t('bulk.setStatus')}
        </Button>
      }
    >
      {(Menu) => (
        <Menu.Dropdown>
          <Menu.Label>{t('bulk.markSelected')}</Menu.Label>
          {settableInvoiceStatuses.map((status) => {
            const { color, icon: StatusIcon } = statusLook[status]
            return (
              <Menu.Item
                key={status}
                leftSection={
                  <ThemeIcon variant="light" color={color} radius="xl" size="sm">
                    <StatusIcon size={14} aria-hidden />
                  </ThemeIcon>
                }
                onClick={() => onChoose(status)}
              >
                {t(`status.${status}`)}
              </Menu.Item>
            )
          })}
        </Menu.Dropdown>
      )}
    </MenuOnDemand>
  )
}
