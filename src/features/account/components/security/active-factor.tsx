import { useEffect, useRef, useState } from 'react';
import type { TotpFactor } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { formatLongDate } from '@/lib/format/dates';
import { chileNow } from '@/lib/time/chile-time';
import { TotpCodeForm } from '@/components/auth/totp-code-form';
import { useDisableTotp } from '../../api/use-disable-totp';

interface ActiveFactorProps {
  factor: TotpFactor;
  /** The factor is off: called once the account's security data has been read again. */
  onDisabled: () => void;
}

/** The Chilean calendar date of an instant: a factor confirmed late at night is dated in Chile. */
function chileDate(iso: string): string {
  return formatLongDate(chileNow(new Date(iso)).date);
}

/**
 * Two-step verification that is on, and turning it off. Off needs a current code from the app:
 * a stolen session alone must not be enough to remove the second step.
 */
export function ActiveFactor({ factor, onDisabled }: ActiveFactorProps) {
  const [disabling, setDisabling] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  // Back from a cancelled form, the focus returns to the button that opened it.
  useEffect(() => {
    if (!disabling && cancelled.current) toggle.current?.focus();
  }, [disabling]);
  const unenroll = useDisableTotp(factor.id, { onSuccess: onDisabled });

  return (
    <div className="space-y-3">
      <p className="text-ink">
        <span className="font-semibold text-success">Activada</span> el{' '}
        {chileDate(factor.createdAt)}.
      </p>
      {disabling ? (
        <TotpCodeForm
          name="Desactivar la verificación en dos pasos"
          hint="Escribe el código que muestra ahora tu aplicación de autenticación."
          submitLabel="Desactivar"
          pendingLabel="Desactivando..."
          onSubmit={(code) => unenroll.mutateAsync(code)}
          onCancel={() => {
            cancelled.current = true;
            setDisabling(false);
          }}
          focusOnMount
        />
      ) : (
        <button
          ref={toggle}
          type="button"
          onClick={() => setDisabling(true)}
          className={buttonClass('secondary')}
        >
          Desactivar
        </button>
      )}
    </div>
  );
}
