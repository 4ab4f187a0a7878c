// Every Mantine component's styles, layered, in Mantine's own order: for the modules that draw a
// component the shell's styles (shell-styles.ts) leave out. Importing it makes the module's chunk
// wait for the stylesheet, so such a component never shows unstyled. Loaded after the shell's
// styles, it repeats them in Mantine's order, so the cascade inside the layer stays Mantine's.
import '@mantine/core/styles.layer.css'
