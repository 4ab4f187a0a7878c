import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core'
import { createLink, type LinkComponent } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes } from 'react'

type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>

const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorProps & AnchorAttributes>(
  function MantineAnchor(props, ref) {
    return <Anchor ref={ref} {...props} />
  },
)
const MantineButton = forwardRef<HTMLAnchorElement, ButtonProps & AnchorAttributes>(
  function MantineButton(props, ref) {
    return <Button component="a" ref={ref} {...props} />
  },
)

/**
 * Mantine's anchor and button as router links (a table row's icon actions:
 * src/components/data-table/row-actions.tsx), typed like `<Link>`:
 * `to` names a route and `params`/`search` are checked against it, so no
 * address is ever built from strings.
 */
export const AnchorLink: LinkComponent<typeof MantineAnchor> = createLink(MantineAnchor)
export const ButtonLink: LinkComponent<typeof MantineButton> = createLink(MantineButton)
