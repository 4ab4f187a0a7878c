import { Paper, Text, TextInput, Title } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import type { ChangeEventHandler, ReactNode } from 'react'
import classes from './search-banner.module.css'

interface SearchBannerProps {
  title: string
  subtitle: ReactNode
  /** The search box's accessible name. */
  label: string
  placeholder: string
  value: string
  onChange: ChangeEventHandler<HTMLInputElement>
}

/** A content page's heading (level 1) over a large search box: the FAQ and the knowledge base. */
export function SearchBanner({
  title,
  subtitle,
  label,
  placeholder,
  value,
  onChange,
}: SearchBannerProps) {
  return (
    <Paper className={classes.banner} radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Title order={1} size="h2" ta="center">
        {title}
      </Title>
      <Text ta="center" mt={6} mb="lg" className={classes.subtitle}>
        {subtitle}
      </Text>
      <div role="search" className={classes.input}>
        <TextInput
          type="search"
          size="md"
          radius="md"
          aria-label={label}
          placeholder={placeholder}
          value={value}
          onChange={onChange}
          leftSection={<IconSearch size={18} aria-hidden />}
        />
      </div>
    </Paper>
  )
}
