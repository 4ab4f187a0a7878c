// Mantine styles for the pages outside the shell (sign-in, register, misc), in the `mantine`
// cascade layer, loaded with the entry. The shell adds its own components' styles
// (shell-styles.ts), and a module drawing any other component the whole stylesheet
// (full-styles.ts). Layered rules always yield to our unlayered CSS modules,
// so the order these files load in never changes what a page looks like.
// Within the layer, order still matters: components come in the order of Mantine's
// own styles.css. public-styles.test.ts checks the list is complete and in order.
import '@mantine/core/styles/baseline.layer.css'
import '@mantine/core/styles/default-css-variables.layer.css'
import '@mantine/core/styles/global.layer.css'
import '@mantine/core/styles/UnstyledButton.layer.css'
import '@mantine/core/styles/VisuallyHidden.layer.css'
import '@mantine/core/styles/Paper.layer.css'
import '@mantine/core/styles/Loader.layer.css'
import '@mantine/core/styles/ActionIcon.layer.css'
import '@mantine/core/styles/CloseButton.layer.css'
import '@mantine/core/styles/Group.layer.css'
import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/Alert.layer.css'
import '@mantine/core/styles/Text.layer.css'
import '@mantine/core/styles/Anchor.layer.css'
import '@mantine/core/styles/InlineInput.layer.css'
import '@mantine/core/styles/Checkbox.layer.css'
import '@mantine/core/styles/Button.layer.css'
import '@mantine/core/styles/List.layer.css'
import '@mantine/core/styles/Notification.layer.css'
import '@mantine/core/styles/PasswordInput.layer.css'
import '@mantine/core/styles/SimpleGrid.layer.css'
import '@mantine/core/styles/Stack.layer.css'
import '@mantine/core/styles/ThemeIcon.layer.css'
import '@mantine/core/styles/Title.layer.css'
import '@mantine/notifications/styles.layer.css'
