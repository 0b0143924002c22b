import { useId, useRef, useState } from 'react';
import type { Role, TotpEnrollment } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { showMessage } from '@/components/feedback/show-message';
import { Loading, LoadError } from '@/components/ui/load-states';
import { ActiveFactor } from './active-factor';
import { SecurityAlert } from '@/components/auth/security-alert';
import { TotpEnrollmentPanel } from './totp-enrollment';
import { useEnrollTotp } from '../../api/use-enroll-totp';
import { useTotpFactors } from '../../api/use-totp-factors';

interface TwoStepSectionProps {
  userId: string;
  /** The profile's role: staff are told what two-step verification means for the panel. */
  role: Role | null;
}

/**
 * Two-step verification with an authenticator app: off (what it is, and turning it on), being
 * set up, or on (since when, and turning it off). The account has at most one factor here, since
 * a new one can be added only while there is none.
 */
export function TwoStepSection({ userId, role }: TwoStepSectionProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const factors = useTotpFactors(userId);
  const [enrollment, setEnrollment] = useState<TotpEnrollment | null>(null);
  const enroll = useEnrollTotp({ onSuccess: setEnrollment });
  const staff = role === 'admin' || role === 'abogado';

  /** Leaves the setup or the change, with the focus back on the section's title. */
  function settle(message?: string) {
    setEnrollment(null);
    enroll.reset();
    heading.current?.focus();
    if (message) showMessage('exito', message);
  }

  const factor = factors.data?.[0];
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink">
        Verificación en dos pasos
      </h3>
      {staff && (
        <p className="rounded-lg border border-line bg-surface-2 p-3 text-sm text-ink">
          Las cuentas del equipo la necesitan para usar el panel. Si la desactivas, pierdes el
          acceso al panel hasta que la vuelvas a activar.
        </p>
      )}
      {factors.isPending && <Loading text="Consultando tu verificación en dos pasos..." />}
      {factors.isError && (
        <LoadError
          message="No pudimos consultar tu verificación en dos pasos."
          onRetry={() => void factors.refetch()}
        />
      )}
      {factor && (
        <ActiveFactor
          factor={factor}
          onDisabled={() => settle('Verificación en dos pasos desactivada')}
        />
      )}
      {factors.isSuccess && !factor && enrollment && (
        <TotpEnrollmentPanel
          enrollment={enrollment}
          onConfirmed={() => settle('Verificación en dos pasos activada')}
          onCancel={() => settle()}
        />
      )}
      {factors.isSuccess && !factor && !enrollment && (
        <div className="space-y-3">
          <p className="text-ink">
            Además de tu contraseña, cada vez que ingreses te pediremos un código de 6 dígitos de
            una aplicación de autenticación, como Google Authenticator, Microsoft Authenticator o
            1Password. Así, nadie puede entrar a tu cuenta solo con tu contraseña.
          </p>
          <SecurityAlert message={enroll.error?.message ?? null} />
          <button
            type="button"
            disabled={enroll.isPending}
            onClick={() => enroll.mutate()}
            className={buttonClass('primary')}
          >
            {enroll.isPending ? 'Preparando...' : 'Activar verificación en dos pasos'}
          </button>
        </div>
      )}
    </section>
  );
}
