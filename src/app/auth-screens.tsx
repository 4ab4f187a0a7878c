import { useRouter } from '@tanstack/react-router'
import { useTranslation } from '@/lib/use-translation'
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
  const { t } = useTranslation('auth')
  const go = useGoAfterSignIn(redirectTo)
  return (
    <AuthLayout
      variant={frame(variant)}
      pageTitle={t('login.pageTitle')}
      heading={t('login.heading')}
      subheading={t('login.subheading')}
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
  const { t } = useTranslation('auth')
  const go = useGoAfterSignIn()
  return (
    <AuthLayout
      variant={frame(variant)}
      pageTitle={t('register.pageTitle')}
      heading={t('register.heading')}
      subheading={t('register.subheading')}
    >
      <RegisterForm onRegistered={go} loginHref={hrefs[variant].login} />
    </AuthLayout>
  )
}

export function ForgotPasswordScreen({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation('auth')
  return (
    <AuthLayout
      variant={frame(variant)}
      pageTitle={t('forgot.pageTitle')}
      heading={t('forgot.heading')}
      subheading={t('forgot.subheading')}
    >
      <ForgotPasswordForm loginHref={hrefs[variant].login} />
    </AuthLayout>
  )
}

export function ResetPasswordScreen({ variant }: { variant: Exclude<AuthVariant, 'main'> }) {
  const { t } = useTranslation('auth')
  return (
    <AuthLayout
      variant={frame(variant)}
      pageTitle={t('reset.pageTitle')}
      heading={t('reset.heading')}
      subheading={t('reset.subheading')}
    >
      <ResetPasswordForm loginHref={hrefs[variant].login} />
    </AuthLayout>
  )
}
