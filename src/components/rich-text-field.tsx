import { Input, Skeleton } from '@mantine/core'
import { useId } from '@mantine/hooks'
import { lazy, Suspense } from 'react'
import { useTranslation } from '@/lib/use-translation'

const Editor = lazy(() => import('./rich-text/editor'))

export interface RichTextFieldProps {
  /** HTML. */
  value: string
  onChange: (html: string) => void
  /** Shown above the field and read as the editor's name. */
  label: string
  error?: string
  minHeight?: number
}

/**
 * The one rich-text field of the app (Mantine's tiptap editor). The editor
 * loads on first use, so no page pays for it until it shows one. What it
 * produces is HTML: show it again only through SafeHtml.
 */
export function RichTextField(props: RichTextFieldProps) {
  const { t } = useTranslation()
  const errorId = useId()
  return (
    <Input.Wrapper label={props.label} error={props.error} errorProps={{ id: errorId }}>
      <Suspense
        fallback={
          <Skeleton
            height={(props.minHeight ?? 160) + 44}
            radius="md"
            aria-label={t('richText.loading', { label: props.label })}
          />
        }
      >
        <Editor {...props} describedBy={props.error ? errorId : undefined} />
      </Suspense>
    </Input.Wrapper>
  )
}
