import type { QueryKey } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { Reservation } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { showMessage } from '@/components/feedback/show-message';
import { formatWeekdayDate } from '@/lib/format/dates';
import { MoveRefusal } from './move-refusal';
import { closeDialog, StaffDialog } from './staff-dialog';
import { useActiveLawyers } from './use-active-lawyers';
import { useReassignBooking } from './use-reassign-booking';

interface StaffReassignDialogProps {
  reservation: Reservation;
  /** The name of the lawyer who has it now, if known. */
  currentLawyer: string | null;
  refreshKeys: readonly QueryKey[];
  onClose: () => void;
}

/**
 * Staff give a booking to another active lawyer, at the same time. The database checks that the
 * lawyer attends the booking's area then, is not away and has no other consultation; its refusal
 * stays in the dialog with the choice kept.
 */
export function StaffReassignDialog({
  reservation,
  currentLawyer,
  refreshKeys,
  onClose,
}: StaffReassignDialogProps) {
  const selectId = useId();
  const inside = useRef<HTMLParagraphElement>(null);
  const lawyers = useActiveLawyers();
  const others = lawyers.data?.filter((lawyer) => lawyer.id !== reservation.abogadoId) ?? [];
  const [chosen, setChosen] = useState('');
  const reassign = useReassignBooking({
    id: reservation.id,
    refreshKeys,
    onSuccess: () => {
      showMessage('exito', 'Reserva reasignada. Avisamos al abogado.');
      if (inside.current) closeDialog(inside.current);
    },
  });

  let choice;
  if (lawyers.isPending) {
    choice = <p role="status">Cargando abogados...</p>;
  } else if (lawyers.isError) {
    choice = (
      <p role="alert" className="text-urgent">
        No pudimos cargar los abogados.{' '}
        <button type="button" className="underline" onClick={() => void lawyers.refetch()}>
          Reintentar
        </button>
      </p>
    );
  } else if (others.length === 0) {
    choice = <p className="text-ink-muted">No hay otro abogado activo a quien asignarla.</p>;
  } else {
    choice = (
      <div className="space-y-1">
        <label htmlFor={selectId} className="block font-medium">
          Nuevo abogado
        </label>
        <select
          id={selectId}
          data-autofocus
          value={chosen}
          disabled={reassign.isPending}
          onChange={(event) => {
            setChosen(event.target.value);
          }}
          className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-ink"
        >
          <option value="">Elige un abogado</option>
          {others.map((lawyer) => (
            <option key={lawyer.id} value={lawyer.id}>
              {lawyer.nombre}
            </option>
          ))}
        </select>
      </div>
    );
  }

  return (
    <StaffDialog
      title={`Reasignar la reserva de ${reservation.nombre}`}
      busy={reassign.isPending}
      onClose={onClose}
    >
      <p ref={inside} className="text-ink">
        {formatWeekdayDate(reservation.fecha)}, {reservation.hora} (hora de Chile).{' '}
        {currentLawyer ? `La atiende ${currentLawyer}.` : 'Sin abogado asignado.'}
      </p>
      {choice}
      <MoveRefusal error={reassign.error} fallback="No se pudo reasignar la reserva" />
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          disabled={reassign.isPending}
          onClick={(event) => {
            closeDialog(event.currentTarget);
          }}
          className={buttonClass('secondary', 'disabled:opacity-60')}
        >
          Volver
        </button>
        <button
          type="button"
          disabled={!chosen || reassign.isPending}
          onClick={() => {
            reassign.mutate(chosen);
          }}
          className={buttonClass('primary', 'disabled:cursor-not-allowed disabled:opacity-60')}
        >
          {reassign.isPending ? 'Reasignando...' : 'Reasignar'}
        </button>
      </div>
    </StaffDialog>
  );
}
