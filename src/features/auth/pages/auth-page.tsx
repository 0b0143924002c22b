import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAccountHint } from '@/components/auth/account-hint';
import { useAuth } from '@/components/auth/auth-context';
import { useWhenBackendStarted } from '@/components/auth/backend-context';
import { BackendWait } from '@/components/auth/backend-wait';
import { SecondStep } from '@/components/auth/second-step';
import { DataProviders } from '@/components/auth/data-providers';
import { landingAfterSignIn } from '@/components/auth/landing';
import { effectiveRole } from '@/components/auth/permissions';
import { Seo } from '@/components/seo/seo';
import { callbackError } from '../components/auth-callback-error';
import { DemoAccounts } from '../components/demo-accounts';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { GoogleSignIn } from '../components/google-sign-in';
import { FormAlert } from '../components/form-alert';
import { NewPasswordForm } from '../components/new-password-form';
import { SignInForm, type Credentials } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { SignedInPanel } from '../components/signed-in-panel';
import { useCodeExchange } from '../use-code-exchange';

/**
 * A build for a hosted project never lists the demo accounts: they exist only in the embedded
 * database (a build without a project's address always uses it), and the build leaves their
 * module out when this is false.
 */
const DEMO_BUILD = !import.meta.env.VITE_SUPABASE_URL;

type Mode = 'ingresar' | 'registro' | 'recuperar' | 'nueva-clave';
const MODES: readonly Mode[] = ['ingresar', 'registro', 'recuperar', 'nueva-clave'];
const TITLES: Record<Mode, string> = {
  ingresar: 'Iniciar sesión',
  registro: 'Crear cuenta',
  recuperar: 'Recuperar contraseña',
  'nueva-clave': 'Nueva contraseña',
};

function AuthScreen() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [prefill, setPrefill] = useState<Credentials | null>(null);
  const whenStarted = useWhenBackendStarted();
  const hint = useAccountHint();
  const requested = params.get('modo');
  const mode: Mode = MODES.find((m) => m === requested) ?? 'ingresar';
  const next = params.get('next');
  const recovery = useCodeExchange(params.get('code'), () => {
    const rest = new URLSearchParams(params);
    rest.delete('code');
    setParams(rest, { replace: true });
  });
  const problem = recovery.error ?? callbackError(location.search, location.hash);
  const setMode = (value: Mode) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('modo', value);
    setParams(nextParams);
  };
  // Back to the page that asked for the sign-in, else to where the person's role works.
  const goOn = () => {
    void whenStarted()
      .then((backend) => backend.profiles.getMine())
      .catch(() => null)
      .then((profile) =>
        navigate(landingAfterSignIn(next, effectiveRole(profile)), { replace: true }),
      );
  };

  // With an authenticator the code comes next, on this page; without, the person goes on.
  const afterPassword = () => {
    void whenStarted()
      .then((backend) => backend.auth.mfa.assurance())
      .then(
        (assurance) => {
          if (assurance.current === 'aal2' || assurance.next !== 'aal2') goOn();
        },
        () => goOn(),
      );
  };

  // The forms show at once, while the backend starts behind them: one sent meanwhile goes when
  // it is ready. What needs the session waits for it: someone the bar says is signed in (whose
  // page is the signed-in panel), a link's code, and the new password of a reset link.
  const starting = auth.status !== 'ready' || !auth.backend;
  if (starting && (hint !== null || mode === 'nueva-clave' || params.has('code'))) {
    return <BackendWait waiting="Cargando..." className="py-10 text-center" />;
  }
  if (recovery.pending) {
    return (
      <p role="status" className="py-10 text-center text-ink-muted">
        Cargando...
      </p>
    );
  }
  // A password (or a reset link) is the first step of an account with an authenticator.
  const codeDue =
    auth.session && auth.assurance?.current === 'aal1' && auth.assurance.next === 'aal2';
  const oauth = auth.backend?.auth.oauth;
  if (codeDue) {
    return (
      <SecondStep
        onVerified={() => {
          if (mode !== 'nueva-clave') goOn();
        }}
        onCancel={() => void auth.backend?.auth.signOut()}
      />
    );
  }
  if (auth.session && mode !== 'nueva-clave') {
    return (
      <SignedInPanel email={auth.session.user.email} next={landingAfterSignIn(next, auth.role)} />
    );
  }
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{TITLES[mode]}</h1>
      <FormAlert message={problem} />
      {starting && (auth.slow || auth.status === 'unavailable') && <BackendWait waiting="" />}
      {(mode === 'ingresar' || mode === 'registro') && (
        <div
          className="grid grid-cols-2 gap-2 rounded-lg bg-surface-2 p-1"
          role="group"
          aria-label="Tipo de acceso"
        >
          {(['ingresar', 'registro'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={mode === value}
              onClick={() => setMode(value)}
              className={
                mode === value
                  ? 'rounded-md bg-surface px-3 py-2 text-sm font-semibold text-ink shadow-sm'
                  : 'rounded-md px-3 py-2 text-sm text-ink-muted'
              }
            >
              {TITLES[value]}
            </button>
          ))}
        </div>
      )}
      {(mode === 'ingresar' || mode === 'registro') && oauth && (
        <GoogleSignIn oauth={oauth} next={next} />
      )}
      {mode === 'ingresar' && (
        <SignInForm
          prefill={prefill}
          onSignedIn={afterPassword}
          onForgot={() => setMode('recuperar')}
        />
      )}
      {mode === 'registro' && <SignUpForm onSignedIn={goOn} onSignIn={() => setMode('ingresar')} />}
      {mode === 'recuperar' && <ForgotPasswordForm onBack={() => setMode('ingresar')} />}
      {mode === 'nueva-clave' && <NewPasswordForm onDone={goOn} />}
      {DEMO_BUILD && mode === 'ingresar' && <DemoAccounts onUse={setPrefill} />}
    </div>
  );
}

export default function AuthPage() {
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <Seo
        title="Iniciar sesión"
        description="Accede a tu cuenta de Punto Legal."
        path="/auth"
        noindex
      />
      <DataProviders>
        <AuthScreen />
      </DataProviders>
    </section>
  );
}
