import { useRouter } from '@tanstack/react-router'
import { AuthLayout } from '@/features/auth/components/auth-layouts'
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form'
import { LoginForm } from '@/features/auth/components/login-form'
import { RegisterForm } from '@/features/auth/components/register-form'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form'
import { pathAfterSignIn } from './guards'

/** v1: centred card; v2: split screen. `main` is the real pages (/login, /register, /forgot-password). */
export type AuthVariant = 'v1' | 'v2' | 'main'

const frame = (variant: AuthVariant) => (variant === 'v1' ? 'card' : 'split')

const hrefs = {
  main: { login: '/login', register: '/register', forgot: '/forgot-password' },
  v1: {
    login: '/pages/login-v1',
    register: '/pages/register-v1',
    forgot: '/pages/forgot-password-v1',
  },
  v2: {
    login: '/pages/login-v2',
    register: '/pages/register-v2',
    forgot: '/pages/forgot-password-v2',
  },
} as const

function useGoAfterSignIn(redirectTo?: string) {
  const router = useRouter()
  return () => router.history.push(pathAfterSignIn(redirectTo))
}

export function LoginScreen({
  variant,
  redirectTo,
}: {
  variant: AuthVariant
  redirectTo?: string
}) {
  const go = useGoAfterSignIn(redirectTo)
  return (
    <AuthLayout
      variant={frame(variant)}
      pageTitle="Sign in"
      heading="Welcome to the staff dashboard!"
      subheading="Please sign in to your account and start the shift."
    >
      <LoginForm
        onSignedIn={go}
        registerHref={hrefs[variant].register}
        forgotPasswordHref={hrefs[variant].forgot}
      />
    </AuthLayout>
  )
}

export function RegisterScreen({ variant }: { variant: AuthVariant }) {
  const go = useGoAfterSignIn()
  return (
    <AuthLayout
      variant={frame(variant)}
      pageTitle="Register"
      heading="Adventure starts here"
      subheading="Create your staff account to get going."
    >
      <RegisterForm onRegistered={go} loginHref={hrefs[variant].login} />
    </AuthLayout>
  )
}

export function ForgotPasswordScreen({ variant }: { variant: AuthVariant }) {
  return (
    <AuthLayout
      variant={frame(variant)}
      pageTitle="Forgot password"
      heading="Forgot password?"
      subheading="Enter your email and we will send you instructions to reset your password."
    >
      <ForgotPasswordForm loginHref={hrefs[variant].login} />
    </AuthLayout>
  )
}

export function ResetPasswordScreen({ variant }: { variant: Exclude<AuthVariant, 'main'> }) {
  return (
    <AuthLayout
      variant={frame(variant)}
      pageTitle="Reset password"
      heading="Reset password"
      subheading="Your new password must differ from the ones you used before."
    >
      <ResetPasswordForm loginHref={hrefs[variant].login} />
    </AuthLayout>
  )
}
