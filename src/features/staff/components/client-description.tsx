import type { Reservation } from '@/backend/port';
import { showMessage } from '@/components/feedback/show-message';
import { buttonClass } from '@/components/ui/button-styles';
import { useWithdrawSensitiveConsent } from '../api/use-withdraw-sensitive-consent';

interface ClientDescriptionProps {
  reservation: Reservation;
  isAdmin: boolean;
}

/**
 * 'Consulta del cliente': the case description, with the authorisation given for its sensitive
 * data, or why there is none. An admin records a withdrawal the booker asked for without an
 * account (a rights request): the description is erased.
 */
export function ClientDescription({ reservation, isAdmin }: ClientDescriptionProps) {
  const withdraw = useWithdrawSensitiveConsent();
  const described = Boolean(reservation.descripcion?.trim());

  const withdrawConsent = () => {
    if (
      !window.confirm(
        `¿${reservation.nombre} retiró su autorización para tratar datos sensibles? Se borrará la descripción de esta reserva y no se podrá recuperar.`,
      )
    )
      return;
    withdraw.mutate(reservation.id, {
      // A refusal is shown by the page's toaster, from the hook's meta.
      onSuccess: () => {
        showMessage('exito', 'Descripción borrada: quedó registrado el retiro de la autorización');
      },
    });
  };

  return (
    <section
      aria-labelledby="consulta-del-cliente"
      className="space-y-2 rounded-lg border border-line bg-surface-2 p-4"
    >
      <h4 id="consulta-del-cliente" className="font-semibold text-ink">
        Consulta del cliente
      </h4>
      {described ? (
        <p className="whitespace-pre-line break-words text-ink">{reservation.descripcion}</p>
      ) : reservation.sensiblesRetiradosEn ? (
        <p className="text-ink-muted">
          El cliente retiró su autorización para tratar datos sensibles y la descripción fue
          borrada.
        </p>
      ) : (
        <p className="text-ink-muted">El cliente no dejó una descripción.</p>
      )}
      {described && reservation.sensiblesVersion && (
        <p className="text-sm text-ink-muted">
          Con autorización expresa para tratar los datos sensibles que incluya (v
          {reservation.sensiblesVersion}): úsala solo para preparar y atender esta consulta.
        </p>
      )}
      {isAdmin && described && (
        <button
          type="button"
          disabled={withdraw.isPending}
          onClick={withdrawConsent}
          className={buttonClass('secondary', 'text-sm')}
        >
          Borrar la descripción (el cliente retiró su autorización)
        </button>
      )}
    </section>
  );
}
