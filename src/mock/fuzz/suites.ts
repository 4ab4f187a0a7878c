import { accountEndpoints, accountExamples } from '@/contract/account'
import { authEndpoints, authExamples } from '@/contract/auth'
import { blogEndpoints, blogExamples } from '@/contract/blog'
import { calendarEndpoints, calendarExamples } from '@/contract/calendar'
import {
  cardAnalyticsEndpoints,
  cardAnalyticsExamples,
  cardStatisticsEndpoints,
  cardStatisticsExamples,
} from '@/contract/cards'
import { chatEndpoints, chatExamples } from '@/contract/chat'
import { datatablesEndpoints, datatablesExamples } from '@/contract/datatables'
import { ecommerceEndpoints, ecommerceExamples } from '@/contract/ecommerce'
import { emailEndpoints, emailExamples } from '@/contract/email'
import { faqEndpoints, faqExamples } from '@/contract/faq'
import { invoiceEndpoints, invoiceExamples } from '@/contract/invoices'
import { knowledgeBaseEndpoints, knowledgeBaseExamples } from '@/contract/knowledge-base'
import { mockAdminEndpoints, mockAdminExamples } from '@/contract/mock-admin'
import { pricingEndpoints, pricingExamples } from '@/contract/pricing'
import { profileEndpoints, profileExamples } from '@/contract/profile'
import { searchEndpoints, searchExamples } from '@/contract/search'
import { todoEndpoints, todoExamples } from '@/contract/todo'
import { userEndpoints, userExamples } from '@/contract/users'
import type { Endpoint } from '@/contract/endpoint'
import { exampleCases, type ExampleCase } from './endpoint-case'

// Every group's examples (src/contract), split as the fuzz suites run them
// (src/mock/fuzz/<suite>.test.ts, each adding its made calls from cases/made-calls.ts).
// coverage.test.ts checks every declared endpoint is here or made; docs/openapi.json
// (scripts/openapi.ts) takes its examples from here too.

/** The example cases of each fuzz suite, group by group. */
export const suiteExamples = {
  /** Sign-in and sign-out, the mock's reset and the navbar's search and bookmarks. */
  core: [
    ...exampleCases(authEndpoints, authExamples),
    ...exampleCases(mockAdminEndpoints, mockAdminExamples),
    ...exampleCases(searchEndpoints, searchExamples),
  ],
  'email-chat': [
    ...exampleCases(emailEndpoints, emailExamples),
    ...exampleCases(chatEndpoints, chatExamples),
  ],
  'todo-calendar': [
    ...exampleCases(todoEndpoints, todoExamples),
    ...exampleCases(calendarEndpoints, calendarExamples),
  ],
  'invoices-users': [
    ...exampleCases(invoiceEndpoints, invoiceExamples),
    ...exampleCases(userEndpoints, userExamples),
  ],
  ecommerce: exampleCases(ecommerceEndpoints, ecommerceExamples),
  /** Blog, Profile, Account settings, the content pages and the dashboards' cards. */
  content: [
    ...exampleCases(blogEndpoints, blogExamples),
    ...exampleCases(profileEndpoints, profileExamples),
    ...exampleCases(accountEndpoints, accountExamples),
    ...exampleCases(faqEndpoints, faqExamples),
    ...exampleCases(knowledgeBaseEndpoints, knowledgeBaseExamples),
    ...exampleCases(datatablesEndpoints, datatablesExamples),
    ...exampleCases(pricingEndpoints, pricingExamples),
    ...exampleCases(cardAnalyticsEndpoints, cardAnalyticsExamples),
    ...exampleCases(cardStatisticsEndpoints, cardStatisticsExamples),
  ],
}

export type FuzzSuite = keyof typeof suiteExamples

let byEndpoint: Map<Endpoint, ExampleCase> | undefined

/** The endpoint's example (`todoExamples` beside `todoEndpoints` in src/contract), if it has one. */
export function exampleOf(op: Endpoint): ExampleCase | undefined {
  byEndpoint ??= new Map(
    Object.values(suiteExamples)
      .flat()
      .map((example) => [example.endpoint, example]),
  )
  return byEndpoint.get(op)
}
