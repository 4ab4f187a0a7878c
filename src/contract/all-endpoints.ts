import { accountEndpoints } from './account'
import { authEndpoints } from './auth'
import { blogEndpoints } from './blog'
import { calendarEndpoints } from './calendar'
import { cardAnalyticsEndpoints, cardStatisticsEndpoints } from './cards'
import { chatEndpoints } from './chat'
import { datatablesEndpoints } from './datatables'
import { ecommerceEndpoints } from './ecommerce'
import { emailEndpoints } from './email'
import type { Endpoint } from './endpoint'
import { faqEndpoints } from './faq'
import { invoiceEndpoints } from './invoices'
import { knowledgeBaseEndpoints } from './knowledge-base'
import { mockAdminEndpoints } from './mock-admin'
import { openApiEndpoints } from './openapi'
import { pricingEndpoints } from './pricing'
import { profileEndpoints } from './profile'
import { searchEndpoints } from './search'
import { todoEndpoints } from './todo'
import { userEndpoints } from './users'

/**
 * Every endpoint the back end answers, in the order the OpenAPI document lists
 * them. Only the document, the Node server and the tests read this list: the
 * app and each mock route module import their own group, so no chunk carries
 * every schema.
 */
export const allEndpoints: readonly Endpoint[] = [
  openApiEndpoints,
  authEndpoints,
  mockAdminEndpoints,
  searchEndpoints,
  emailEndpoints,
  chatEndpoints,
  todoEndpoints,
  invoiceEndpoints,
  calendarEndpoints,
  userEndpoints,
  ecommerceEndpoints,
  cardAnalyticsEndpoints,
  cardStatisticsEndpoints,
  profileEndpoints,
  blogEndpoints,
  faqEndpoints,
  knowledgeBaseEndpoints,
  pricingEndpoints,
  datatablesEndpoints,
  accountEndpoints,
].flatMap((group): Endpoint[] => Object.values(group))
