/**
 * Saves text as a file: a Blob behind an object URL, clicked through a
 * temporary `<a download>`. The URL is released on the next task, after the
 * browser has started the download.
 */
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
