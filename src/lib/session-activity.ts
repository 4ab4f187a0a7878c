/** When the user last did something: a click, a keystroke, or a call the app made for them. */
let lastActivity = Date.now()

export function noteActivity(): void {
  lastActivity = Date.now()
}

export function lastActivityAt(): number {
  return lastActivity
}
