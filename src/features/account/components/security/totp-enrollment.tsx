import { lazy, Suspense, useEffect, useRef } from 'react';
import type { TotpEnrollment } from '@/backend/port';
import { SecretKey } from './secret-key';
import { TotpCodeForm } from '@/components/auth/totp-code-form';
import { useConfirmTotp } from '../../api/use-confirm-totp';

/** The QR encoder is loaded when a setup starts: most visits to the account never need it. */
const TotpQr = lazy(() =>
  import('@/components/auth/totp-qr').then((module) => ({ default: module.TotpQr })),
);

interface TotpEnrollmentProps {
  enrollment: TotpEnrollment;
  /** The factor is on: called once the account's security data has been read again. */
  onConfirmed: () => void;
  onCancel: () => void;
}

/**
 * Adding the authenticator app: scan the QR code (or type the secret), then prove it with a code.
 * Until that code is accepted nothing is on, so abandoning the setup changes nothing.
 */
export function TotpEnrollmentPanel({ enrollment, onConfirmed, onCancel }: TotpEnrollmentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel replaces the button that opened it: the focus goes to its first words.
  useEffect(() => heading.current?.focus(), []);

  const confirm = useConfirmTotp(enrollment.factorId, { onSuccess: onConfirmed });

  return (
    <div className="space-y-4 rounded-xl border border-line bg-surface p-4">
      <h4 ref={heading} tabIndex={-1} className="font-semibold text-ink">
        Configura tu aplicación de autenticación
      </h4>
      <ol className="list-decimal space-y-1 pl-6 text-ink">
        <li>En la aplicación, agrega una cuenta y escanea este código QR.</li>
        <li>Si no puedes escanearlo, ingresa la clave a mano.</li>
        <li>Escribe el código de 6 dígitos que muestra la aplicación.</li>
      </ol>
      <Suspense fallback={<p className="text-sm text-ink-muted">Preparando el código QR...</p>}>
        <TotpQr
          uri={enrollment.uri}
          className="h-auto w-48 max-w-full rounded-lg border border-line"
        />
      </Suspense>
      <SecretKey secret={enrollment.secret} />
      <TotpCodeForm
        name="Confirmar la verificación en dos pasos"
        hint="El código cambia cada 30 segundos."
        submitLabel="Confirmar y activar"
        pendingLabel="Verificando..."
        onSubmit={(code) => confirm.mutateAsync(code)}
        onCancel={onCancel}
      />
    </div>
  );
}
