import type { OnChangeFn, RowSelectionState } from '@tanstack/react-table'
import { useState } from 'react'

/**
 * Row selection for one page of a list its server pages: another page, filter or sort (another
 * `view`) starts with nothing selected, so a bulk action reaches only rows in sight.
 */
export function usePageSelection(view: string) {
  const [state, setState] = useState<{ view: string; rows: RowSelectionState }>({ view, rows: {} })
  const rowSelection = state.view === view ? state.rows : {}
  const onRowSelectionChange: OnChangeFn<RowSelectionState> = (update) =>
    setState((previous) => {
      const current = previous.view === view ? previous.rows : {}
      return { view, rows: typeof update === 'function' ? update(current) : update }
    })
  const clearSelection = () => setState({ view, rows: {} })
  return { rowSelection, onRowSelectionChange, clearSelection }
}
