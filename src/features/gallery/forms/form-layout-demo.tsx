import {
  Button,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'
import classes from './form-layout.module.css'

const roles = ['host', 'waiter', 'bartender', 'chef', 'dishwasher'] as const
const categories = ['produce', 'meat', 'fish', 'dairy', 'wine'] as const

/** A label beside its field on wide screens, above it on narrow ones. */
function HorizontalField({
  name,
  label,
  children,
}: {
  /** Names the field's id. */
  name: string
  label: string
  children: (id: string) => ReactNode
}) {
  const id = `horizontal-${name}`
  return (
    <div className={classes.row}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <div>{children(id)}</div>
    </div>
  )
}

/** /forms/form-layout: vertical, horizontal and multi-column forms. */
export function FormLayoutDemo() {
  const { t } = useTranslation('galleryForms')
  const noSubmit = (event: FormEvent) => event.preventDefault()
  const roleOptions = roles.map((value) => ({ value, label: t(`formLayout.roles.${value}`) }))
  return (
    <GalleryPage page="formLayout" description={t('formLayout.description')}>
      <DemoSection
        title={t('formLayout.vertical.title')}
        usage={'<Stack gap="sm">…</Stack>'}
        note={t('formLayout.vertical.note')}
      >
        <form onSubmit={noSubmit} aria-label={t('formLayout.vertical.form')}>
          <Stack gap="sm" maw={480}>
            <TextInput label={t('formLayout.fields.fullName')} autoComplete="off" />
            <TextInput
              label={t('formLayout.fields.email')}
              type="email"
              dir="ltr"
              autoComplete="off"
            />
            <Select
              label={t('formLayout.fields.role')}
              data={roleOptions}
              placeholder={t('formLayout.fields.rolePlaceholder')}
            />
            <Checkbox label={t('formLayout.fields.reservations')} />
            <Group>
              <Button type="submit">{t('formLayout.save')}</Button>
            </Group>
          </Stack>
        </form>
      </DemoSection>
      <DemoSection
        title={t('formLayout.horizontal.title')}
        usage=".row { display: grid; grid-template-columns: 140px 1fr } /* from 36em */"
        note={t('formLayout.horizontal.note')}
      >
        <form onSubmit={noSubmit} aria-label={t('formLayout.horizontal.form')}>
          <Stack gap="sm" maw={640}>
            <HorizontalField name="full-name" label={t('formLayout.fields.fullName')}>
              {(id) => <TextInput id={id} autoComplete="off" />}
            </HorizontalField>
            <HorizontalField name="phone" label={t('formLayout.fields.phone')}>
              {(id) => <TextInput id={id} type="tel" dir="ltr" autoComplete="off" />}
            </HorizontalField>
            <HorizontalField name="role" label={t('formLayout.fields.role')}>
              {(id) => (
                <Select
                  id={id}
                  data={roleOptions}
                  placeholder={t('formLayout.fields.rolePlaceholder')}
                />
              )}
            </HorizontalField>
            <div className={classes.row}>
              <span />
              <Group>
                <Button type="submit">{t('formLayout.save')}</Button>
              </Group>
            </div>
          </Stack>
        </form>
      </DemoSection>
      <DemoSection
        title={t('formLayout.columns.title')}
        usage={'<SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>'}
        note={t('formLayout.columns.note')}
      >
        <form onSubmit={noSubmit} aria-label={t('formLayout.columns.form')}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              <TextInput label={t('formLayout.fields.supplier')} autoComplete="off" />
              <TextInput label={t('formLayout.fields.contact')} autoComplete="off" />
              <TextInput
                label={t('formLayout.fields.email')}
                type="email"
                dir="ltr"
                autoComplete="off"
              />
              <TextInput
                label={t('formLayout.fields.phone')}
                type="tel"
                dir="ltr"
                autoComplete="off"
              />
              <Select
                label={t('formLayout.fields.category')}
                data={categories.map((value) => ({
                  value,
                  label: t(`formLayout.categories.${value}`),
                }))}
              />
              <TextInput label={t('formLayout.fields.vat')} autoComplete="off" />
            </SimpleGrid>
            <Textarea label={t('formLayout.fields.delivery')} autosize minRows={2} />
            <Group justify="flex-end">
              <Button variant="default" type="reset">
                {t('formLayout.reset')}
              </Button>
              <Button type="submit">{t('formLayout.columns.save')}</Button>
            </Group>
          </Stack>
        </form>
      </DemoSection>
    </GalleryPage>
  )
}
