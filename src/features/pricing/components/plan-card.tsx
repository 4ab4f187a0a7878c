import { Badge, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'
import type { PricingPlan } from '@/contract/pricing'
import { formatMoney } from '@/lib/format'
import type { Billing } from '../search'

/** One plan: its price for the billing chosen, its benefits, and whether it is the account's plan. */
export function PlanCard({
  plan,
  billing,
  current,
}: {
  plan: PricingPlan
  billing: Billing
  current: boolean
}) {
  const { t } = useTranslation('pricing')
  const perMonth = billing === 'annual' ? plan.yearlyPlan.perMonth : plan.monthlyPrice
  const headingId = `plan-${plan.id}`
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="xl"
      style={plan.popular ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" gap="xs" mih={26}>
          <Title order={2} size="h3" id={headingId}>
            {plan.title}
          </Title>
          <Group gap={6}>
            {plan.popular && <Badge variant="light">{t('plan.popular')}</Badge>}
            {current && (
              <Badge color="green" variant="light">
                {t('plan.current')}
              </Badge>
            )}
          </Group>
        </Group>
        <Text c="dimmed" size="sm">
          {plan.subtitle}
        </Text>
        <div>
          <Group gap={4} align="baseline">
            <Text component="span" fz={40} fw={700} c="var(--mantine-primary-color-text)" lh={1}>
              {formatMoney(perMonth, { whole: true })}
            </Text>
            <Text component="span" c="dimmed" size="sm">
              {t('plan.perMonth')}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {plan.monthlyPrice === 0
              ? t('plan.free')
              : billing === 'annual'
                ? t('plan.perYear', {
                    amount: formatMoney(plan.yearlyPlan.totalAnnual, { whole: true }),
                  })
                : t('plan.billedMonthly')}
          </Text>
        </div>
        <List
          spacing="xs"
          size="sm"
          style={{ flexGrow: 1 }}
          aria-label={t('plan.benefits', { plan: plan.title })}
          icon={
            <ThemeIcon size={18} radius="xl" variant="light" color="green">
              <IconCheck size={12} aria-hidden />
            </ThemeIcon>
          }
        >
          {plan.benefits.map((benefit) => (
            <List.Item key={benefit}>{benefit}</List.Item>
          ))}
        </List>
        {current ? (
          <Button variant="light" color="green" disabled fullWidth>
            {t('plan.yours')}
          </Button>
        ) : (
          <Button
            component="a"
            href={`mailto:sales@tavola.example?subject=${encodeURIComponent(t('plan.upgrade', { plan: plan.title }))}`}
            variant={plan.popular ? 'filled' : 'outline'}
            fullWidth
          >
            {t('plan.upgrade', { plan: plan.title })}
          </Button>
        )}
      </Stack>
    </Paper>
  )
}
