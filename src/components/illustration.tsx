/** A decorative illustration (a served dish under a cloche) for the split-screen and misc pages. */
export function Illustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 240" className={className} aria-hidden focusable="false">
      <ellipse
        cx="160"
        cy="206"
        rx="130"
        ry="14"
        fill="var(--mantine-color-brand-2)"
        opacity="0.5"
      />
      <rect x="40" y="186" width="240" height="10" rx="5" fill="var(--mantine-color-brand-7)" />
      <path d="M60 186a100 100 0 0 1 200 0z" fill="var(--mantine-color-brand-4)" />
      <path
        d="M80 180a80 80 0 0 1 60-70"
        stroke="var(--mantine-color-brand-1)"
        strokeWidth="8"
        strokeLinecap="round"
        fill="none"
        opacity="0.7"
      />
      <circle cx="160" cy="82" r="12" fill="var(--mantine-color-brand-7)" />
      <path
        d="M236 60c6-14 22-14 26 0M250 44c4-10 16-10 18 0"
        stroke="var(--mantine-color-brand-3)"
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M58 70c6-14 22-14 26 0"
        stroke="var(--mantine-color-brand-3)"
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  )
}
