import type { Reservation } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { formatLongDate } from '@/lib/format/dates';
import { chileNow } from '@/lib/time/chile-time';
import { useWithdrawSensitiveConsent } from '../api/use-withdraw-sensitive-consent';

interface WithdrawSensitiveConsentProps {
  /** The account whose list shows the booking. */
  userId: string;
  reservation: Reservation;
  /** The description is erased (the list already shows it so). */
  onWithdrawn: () => void;
}

/**
 * The description of a booking and its authorisation for sensitive data: the owner withdraws it
 * in one step (after a confirmation), which erases the description at once. Once withdrawn, the
 * booking says so, with the date.
 */
export function WithdrawSensitiveConsent({
  userId,
  reservation,
  onWithdrawn,
}: WithdrawSensitiveConsentProps) {
  const withdraw = useWithdrawSensitiveConsent(userId, reservation.id, { onSuccess: onWithdrawn });

  if (reservation.sensiblesRetiradosEn)
    return (
      <p className="mt-2 text-sm text-ink-muted">
        Retiraste tu autorización para tratar datos sensibles el{' '}
        {formatLongDate(chileNow(new Date(reservation.sensiblesRetiradosEn)).date)}: borramos la
        descripción del caso.
      </p>
    );
  if (!reservation.descripcion) return null;

  return (
    <div className="mt-3 rounded-lg border border-line bg-surface-2 p-3 text-sm">
      <p className="font-medium text-ink">Descripción del caso</p>
      <p className="mt-1 whitespace-pre-line break-words text-ink">{reservation.descripcion}</p>
      <p className="mt-2 text-ink-muted">
        {reservation.sensiblesConsentidosEn
          ? `Nos autorizaste a tratar los datos sensibles que incluye el ${formatLongDate(
              chileNow(new Date(reservation.sensiblesConsentidosEn)).date,
            )}. `
          : ''}
        Si retiras la autorización, borramos la descripción; la reserva sigue igual.
      </p>
      <button
        type="button"
        disabled={withdraw.isPending}
        onClick={() => {
          if (
            window.confirm(
              '¿Quieres retirar tu autorización? Borraremos la descripción de esta reserva y no podremos recuperarla.',
            )
          )
            withdraw.mutate();
        }}
        className={buttonClass('secondary', 'mt-2')}
      >
        Retirar autorización y borrar la descripción
      </button>
      {withdraw.error && (
        <p role="alert" className="mt-2 font-medium text-urgent">
          {withdraw.error.message || 'No pudimos retirar la autorización. Intenta de nuevo.'}
        </p>
      )}
    </div>
  );
}
