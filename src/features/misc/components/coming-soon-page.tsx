import { Alert, Button, Group, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useState } from 'react'
import { z } from 'zod/mini'
import { MiscLayout } from './misc-layout'

const notifySchema = z.object({ email: z.email({ error: 'Enter a valid email address' }) })

export function ComingSoonPage() {
  const [subscribed, setSubscribed] = useState<string>()
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(notifySchema, { sync: true }),
  })
  return (
    <MiscLayout
      pageTitle="Coming soon"
      heading="We are launching soon"
      message="This part of the dashboard is being prepared. Leave your email and we will tell you when it opens."
    >
      {subscribed ? (
        <Alert color="green" variant="light" role="status">
          Thanks! We will write to {subscribed} when it is ready.
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit(({ email }) => setSubscribed(email))} noValidate>
          <Group align="flex-start" gap="xs">
            <TextInput
              aria-label="Email for the launch notice"
              placeholder="you@example.com"
              type="email"
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <Button type="submit">Notify me</Button>
          </Group>
        </form>
      )}
    </MiscLayout>
  )
}
