/**
 * The namespaces a first page waits for before it draws, in their own module as the build reads
 * them too (`boot-preload.js` asks for their catalogues early).
 */

/** The signed-in shell's: its own words, and the back end's messages any page may show. */
export const SHELL_NAMESPACES = ['shell', 'messages']

/** The sign-in pages': their words, and the messages of their forms. */
export const SIGN_IN_NAMESPACES = ['auth', 'messages']
