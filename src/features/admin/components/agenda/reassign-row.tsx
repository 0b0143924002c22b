import { useState } from 'react';
import type { BookingToReassign, Lawyer } from '@/backend/port';
import { REASSIGN_LABELS } from '@/components/agenda/agenda-labels';
import { showMessage } from '@/components/feedback/show-message';
import { buttonClass } from '@/components/ui/button-styles';
import { formatLongDate, weekdayName } from '@/lib/format/dates';
import { useReassign } from '../../api/use-reassign';

/** One booking waiting for a lawyer: when, what, why, and the lawyer to give it to. */
export function ReassignRow({
  booking,
  lawyers,
}: {
  booking: BookingToReassign;
  lawyers: readonly Lawyer[];
}) {
  const candidates = lawyers.filter((l) => l.activo && l.id !== booking.abogadoId);
  const [abogadoId, setAbogadoId] = useState('');
  const when = `${weekdayName(booking.fecha)} ${formatLongDate(booking.fecha)}, ${booking.hora}`;
  const reassign = useReassign({
    onSuccess: () => {
      const nombre = lawyers.find((l) => l.id === abogadoId)?.nombre ?? 'otro abogado';
      showMessage('exito', `Reserva del ${when} asignada a ${nombre}.`);
    },
  });
  const selectId = `reasignar-${booking.id}`;
  return (
    <li className="space-y-2 rounded-lg border border-line px-3 py-2">
      <p>
        <strong className="font-semibold">{when}</strong> · {booking.servicio}
      </p>
      <p className="text-sm text-urgent">{REASSIGN_LABELS[booking.motivo]}</p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <label htmlFor={selectId} className="text-sm font-medium text-ink">
            Abogado para la reserva del {when}
          </label>
          <select
            id={selectId}
            value={abogadoId}
            onChange={(event) => {
              setAbogadoId(event.target.value);
            }}
            className="rounded-lg border border-line bg-surface px-3 py-2"
          >
            <option value="">Elige un abogado</option>
            {candidates.map((lawyer) => (
              <option key={lawyer.id} value={lawyer.id}>
                {lawyer.nombre}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          disabled={abogadoId === '' || reassign.isPending}
          aria-label={`Reasignar la reserva del ${when}`}
          onClick={() => {
            reassign.mutate({ id: booking.id, abogadoId });
          }}
          className={buttonClass('secondary', 'disabled:opacity-60')}
        >
          {reassign.isPending ? 'Reasignando...' : 'Reasignar'}
        </button>
      </div>
    </li>
  );
}
