import '@/components/styles/full-styles'
import {
  Accordion,
  Alert,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useTranslation } from '@/lib/use-translation'
import { QueryError } from '@/components/query-error'
import { usePricing } from '../api/get-pricing'
import { billings, type Billing } from '../search'
import { PlanCard } from './plan-card'

/** The plans, monthly or billed annually, with the account's plan marked, and the pricing FAQ. */
export function PricingPage({
  billing,
  onBillingChange,
}: {
  billing: Billing
  onBillingChange: (billing: Billing) => void
}) {
  const { t } = useTranslation('pricing')
  const pricing = usePricing()
  return (
    <Stack gap="xl">
      <Stack gap="xs" align="center" ta="center">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" maw={560}>
          {t('intro')}
        </Text>
        <Group gap="sm" mt="xs">
          <Text size="sm" fw={500} id="billing-label">
            {t('billing')}
          </Text>
          <SegmentedControl
            aria-labelledby="billing-label"
            value={billing}
            onChange={(value) => onBillingChange(value as Billing)}
            data={billings.map((value) => ({ value, label: t(`billings.${value}`) }))}
          />
        </Group>
      </Stack>
      {pricing.isError ? (
        <QueryError error={pricing.error} onRetry={() => void pricing.refetch()} />
      ) : !pricing.data ? (
        <SimpleGrid cols={{ base: 1, md: 3 }} aria-busy="true" aria-label={t('loading')}>
          {[1, 2, 3].map((key) => (
            <Skeleton key={key} height={440} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        <>
          {pricing.data.plans.length === 0 ? (
            <Alert variant="light" title={t('empty')}>
              {t('emptyHint')}
            </Alert>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
              {pricing.data.plans.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  billing={billing}
                  current={plan.id === pricing.data.currentPlan}
                />
              ))}
            </SimpleGrid>
          )}
          {pricing.data.qandA.length > 0 && (
            <Paper withBorder radius="md" p="xl" component="section" aria-labelledby="pricing-faq">
              <Title order={2} size="h3" ta="center" id="pricing-faq">
                {t('faq')}
              </Title>
              <Text c="dimmed" ta="center" size="sm" mb="lg">
                {t('faqIntro')}
              </Text>
              <Accordion variant="separated">
                {pricing.data.qandA.map(({ question, ans }, index) => (
                  // Indexes, not the questions: Mantine builds element ids from the value.
                  <Accordion.Item key={question} value={`question-${String(index)}`}>
                    <Accordion.Control>{question}</Accordion.Control>
                    <Accordion.Panel>{ans}</Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </Paper>
          )}
        </>
      )}
    </Stack>
  )
}
