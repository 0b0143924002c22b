import { useEffect, useState } from 'react';
import type { TotpFactor } from '@/backend/port';
import { useBackend } from './backend-context';
import { TotpCodeForm } from './totp-code-form';

interface SecondStepProps {
  /** After a code was accepted: the session is aal2. */
  onVerified: () => void;
  /** Gives up: signs out of this half-finished sign-in. */
  onCancel: () => void;
}

/**
 * The second step of a sign-in: a code from the authenticator app. The demo accounts of the
 * embedded mode offer their current code, so the demo can be tried without a phone.
 */
export function SecondStep({ onVerified, onCancel }: SecondStepProps) {
  const backend = useBackend();
  const [factor, setFactor] = useState<TotpFactor | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [demoCode, setDemoCode] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    backend.auth.mfa.factors().then(
      (factors) => {
        if (active) setFactor(factors[0] ?? null);
      },
      (error: unknown) => {
        if (active) setProblem(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      active = false;
    };
  }, [backend]);

  const demo = backend.auth.mfa.demoCode;
  useEffect(() => {
    if (!demo) return;
    let active = true;
    void demo()
      .catch(() => null)
      .then((code) => {
        if (active) setDemoCode(code);
      });
    return () => {
      active = false;
    };
  }, [demo]);

  return (
    <section aria-labelledby="segundo-paso" className="space-y-4">
      <h2 id="segundo-paso" className="text-xl font-semibold text-ink">
        Verificación en dos pasos
      </h2>
      <p className="text-sm text-ink-muted">
        Abre tu aplicación de autenticación e ingresa el código de 6 dígitos que muestra para Punto
        Legal. Cambia cada 30 segundos y sirve una sola vez.
      </p>
      {problem && (
        <p role="alert" className="text-sm text-urgent">
          {problem}
        </p>
      )}
      {factor && (
        <TotpCodeForm
          name="Código de verificación"
          hint="Tras 5 códigos incorrectos en 15 minutos tendrás que esperar para volver a intentarlo."
          submitLabel="Verificar"
          pendingLabel="Verificando..."
          cancelLabel="Usar otra cuenta"
          focusOnMount
          onSubmit={async (code) => {
            await backend.auth.mfa.verify(factor.id, code);
            onVerified();
          }}
          onCancel={onCancel}
          helper={(fill) =>
            demoCode && (
              <div className="rounded-lg border border-line bg-surface-2 p-3 text-sm">
                <p className="text-ink">
                  Cuenta de demostración: su código actual es{' '}
                  <code className="font-mono font-semibold">{demoCode}</code>.
                </p>
                <button
                  type="button"
                  className="mt-2 text-link underline"
                  onClick={() => {
                    // The code of this moment: the one shown may be a step old.
                    void (demo ? demo() : Promise.resolve(null))
                      .catch(() => null)
                      .then((code) => {
                        setDemoCode(code);
                        if (code) fill(code);
                      });
                  }}
                >
                  Usar el código de demostración
                </button>
              </div>
            )
          }
        />
      )}
    </section>
  );
}
