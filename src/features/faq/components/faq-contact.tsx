import { Anchor, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconMail, IconPhone } from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'
import classes from './faq.module.css'

/** Where the FAQ's answers are not enough: the support line and mailbox (`note`: `contact.<note>`). */
const contacts = [
  {
    icon: IconPhone,
    label: '+1 (555) 010-4400',
    href: 'tel:+15550104400',
    note: 'phone',
  },
  {
    icon: IconMail,
    label: 'help@tavola.example',
    href: 'mailto:help@tavola.example',
    note: 'email',
  },
] as const

export function FaqContact() {
  const { t } = useTranslation('faq')
  return (
    <section aria-labelledby="faq-contact-title">
      <Stack gap={4} align="center" ta="center" mb="lg">
        <Title order={2} size="h3" id="faq-contact-title">
          {t('contact.title')}
        </Title>
        <Text c="dimmed">{t('contact.text')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {contacts.map(({ icon: Icon, label, href, note }) => (
          <Paper key={href} withBorder radius="md" p="lg" ta="center">
            <ThemeIcon size={44} radius="md" variant="light" mb="sm">
              <Icon size={24} aria-hidden />
            </ThemeIcon>
            <Anchor href={href} fw={600} size="lg" display="block" className={classes.wrap}>
              {label}
            </Anchor>
            <Text size="sm" c="dimmed" mt={4}>
              {t(`contact.${note}`)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  )
}
