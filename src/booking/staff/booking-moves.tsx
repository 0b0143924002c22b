import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { Reservation } from '@/backend/port';
import { buttonClass } from '@/components/ui/button-styles';
import { showMessage } from '@/components/feedback/show-message';
import {
  attendanceMarks,
  canMove,
  canReassign,
  type AttendanceMark,
} from '@/booking/model/staff-moves';
import { useNow } from '@/booking/ui/use-now';
import { useAssignedLawyer } from './assigned-lawyer';
import { StaffReassignDialog } from './staff-reassign-dialog';
import { StaffRescheduleDialog } from './staff-reschedule-dialog';
import { useMarkAttendance } from './use-mark-attendance';

interface BookingMovesProps {
  reservation: Reservation;
  /** The screen's own lists, read again after a change. */
  refreshKeys: readonly QueryKey[];
  /** Completes each button's accessible name in a list ('la reserva de Ana del ...'). */
  which?: string;
  /** Extra classes of each button (a table's small buttons). */
  size?: string;
}

const MARKS: Record<AttendanceMark, { label: string; attended: boolean }> = {
  asistio: { label: 'Asistió', attended: true },
  no_asistio: { label: 'No asistió', attended: false },
};

/**
 * What staff do with one booking besides its state: move it to another time, give it to another
 * lawyer, and once its time has come, record whether the client came (a mark can be corrected).
 * Offered only when the database would allow it; it decides, and its refusal is shown.
 */
export function BookingMoves({ reservation, refreshKeys, which, size = '' }: BookingMovesProps) {
  const now = useNow();
  const [open, setOpen] = useState<'hora' | 'abogado' | null>(null);
  const lawyer = useAssignedLawyer(reservation.abogadoId);
  const attendance = useMarkAttendance({
    id: reservation.id,
    refreshKeys,
    onSuccess: (attended) => {
      showMessage(
        'exito',
        attended
          ? 'Asistencia registrada: consulta completada'
          : 'Registrado: el cliente no asistió',
      );
    },
  });
  const movable = canMove(reservation);
  const reassignable = canReassign(reservation, now);
  const marks = attendanceMarks(reservation, now);
  if (!movable && marks.length === 0) return null;
  const named = (label: string) => (which ? `${label} ${which}` : undefined);
  const close = () => {
    setOpen(null);
  };

  return (
    <>
      {movable && (
        <button
          type="button"
          aria-label={named('Cambiar hora de')}
          onClick={() => {
            setOpen('hora');
          }}
          className={buttonClass('secondary', size)}
        >
          Cambiar hora
        </button>
      )}
      {reassignable && (
        <button
          type="button"
          aria-label={named('Reasignar')}
          onClick={() => {
            setOpen('abogado');
          }}
          className={buttonClass('secondary', size)}
        >
          Reasignar
        </button>
      )}
      {marks.map((mark) => (
        <button
          key={mark}
          type="button"
          disabled={attendance.isPending}
          aria-label={named(`${MARKS[mark].label} a`)}
          onClick={() => {
            attendance.mutate(MARKS[mark].attended);
          }}
          className={buttonClass(mark === 'asistio' ? 'primary' : 'secondary', size)}
        >
          {MARKS[mark].label}
        </button>
      ))}
      {open === 'hora' && (
        <StaffRescheduleDialog
          reservation={reservation}
          refreshKeys={refreshKeys}
          onClose={close}
        />
      )}
      {open === 'abogado' && (
        <StaffReassignDialog
          reservation={reservation}
          currentLawyer={lawyer}
          refreshKeys={refreshKeys}
          onClose={close}
        />
      )}
    </>
  );
}
