import '@/components/styles/full-styles'
import '@mantine/tiptap/styles.layer.css'
import { Link, RichTextEditor } from '@mantine/tiptap'
import { useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useTranslation } from '@/lib/use-translation'
import { renameEventHandlers } from '@/lib/event-handler-attributes'
import type { RichTextFieldProps } from '../rich-text-field'

/** The tiptap editor itself: loaded only when a rich-text field is first shown (see rich-text-field.tsx). */
export default function Editor({
  value,
  onChange,
  label,
  minHeight = 160,
  describedBy,
}: RichTextFieldProps & { describedBy?: string }) {
  const { t } = useTranslation()
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    // tiptap parses the stored HTML with DOMParser: under the CSP an `onerror=` there would be
    // reported as a violation (see event-handler-attributes.ts); the editor keeps no handlers anyway.
    content: renameEventHandlers(value),
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        style: `min-height: ${minHeight}px`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  })

  return (
    <RichTextEditor
      editor={editor}
      // The toolbar's and link editor's names; the rest of Mantine's labels name controls not shown.
      labels={{
        boldControlLabel: t('richText.bold'),
        italicControlLabel: t('richText.italic'),
        strikeControlLabel: t('richText.strike'),
        clearFormattingControlLabel: t('richText.clearFormatting'),
        bulletListControlLabel: t('richText.bulletList'),
        orderedListControlLabel: t('richText.orderedList'),
        blockquoteControlLabel: t('richText.blockquote'),
        linkControlLabel: t('richText.link'),
        unlinkControlLabel: t('richText.unlink'),
        linkEditorInputLabel: t('richText.linkUrl'),
        linkEditorExternalLink: t('richText.linkExternal'),
        linkEditorInternalLink: t('richText.linkInternal'),
        linkEditorSave: t('richText.linkSave'),
      }}
    >
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  )
}
