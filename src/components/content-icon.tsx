import {
  IconBox,
  IconCalendar,
  IconClipboardList,
  IconCompass,
  IconCreditCard,
  IconFileDollar,
  IconFileInvoice,
  IconHelp,
  IconMail,
  IconMessages,
  IconPrinter,
  IconReceiptRefund,
  IconRocket,
  IconShieldLock,
  IconShoppingBag,
  IconShoppingCart,
  IconToolsKitchen2,
  IconTruckDelivery,
  IconUserCircle,
  IconUserPlus,
  IconUsers,
  type Icon,
  type IconProps,
} from '@tabler/icons-react'
import { createElement } from 'react'

/** The Tabler icons the FAQ's and the knowledge base's data may name, by Tabler name. */
const contentIcons: Readonly<Record<string, Icon>> = {
  box: IconBox,
  calendar: IconCalendar,
  'clipboard-list': IconClipboardList,
  compass: IconCompass,
  'credit-card': IconCreditCard,
  'file-dollar': IconFileDollar,
  'file-invoice': IconFileInvoice,
  mail: IconMail,
  messages: IconMessages,
  printer: IconPrinter,
  'receipt-refund': IconReceiptRefund,
  rocket: IconRocket,
  'shield-lock': IconShieldLock,
  'shopping-bag': IconShoppingBag,
  'shopping-cart': IconShoppingCart,
  'tools-kitchen-2': IconToolsKitchen2,
  'truck-delivery': IconTruckDelivery,
  'user-circle': IconUserCircle,
  'user-plus': IconUserPlus,
  users: IconUsers,
}

/**
 * Draws a content item's icon (its `icon` field, a Tabler name); a question
 * mark for a name the app does not know, so new data never breaks a page.
 */
export function ContentIcon({ name, ...props }: { name: string } & IconProps) {
  return createElement(contentIcons[name] ?? IconHelp, { 'aria-hidden': true, ...props })
}
