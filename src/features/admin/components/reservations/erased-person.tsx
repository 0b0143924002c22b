import { documentLabel } from '@/lib/identity/document';
import type { Reservation } from '@/backend/port';
import { formatLongDate } from '@/lib/format/dates';

/**
 * Who booked, as staff may see it after the person's erasure: an anonymised booking shows no
 * one; a blocked one says until when and why it is kept, and shows only what that obligation
 * needs (the erased fields hold placeholders, never shown).
 */
export function BookedBy({ reservation }: { reservation: Reservation }) {
  const blocked = reservation.bloqueadaHasta;
  const reduced = reservation.anonimizada === true;
  return (
    <>
      <span className="block font-medium text-ink">{reservation.nombre}</span>
      {!reduced && (
        <>
          <span className="block break-all text-ink-muted">{reservation.email}</span>
          <span className="block text-ink-muted">{reservation.telefono}</span>
        </>
      )}
      {(!reduced || blocked) && (
        <span className="block text-ink-muted">
          {documentLabel(reservation.tipoDocumento)} {reservation.rut}
        </span>
      )}
      {blocked && (
        <span className="mt-1 block text-sm font-medium text-ink">
          Bloqueada hasta el {formatLongDate(blocked)}
          {reservation.motivoBloqueo && (
            <span className="block font-normal text-ink-muted">{reservation.motivoBloqueo}</span>
          )}
        </span>
      )}
      {reduced && !blocked && (
        <span className="mt-1 block text-sm text-ink-muted">Datos personales suprimidos</span>
      )}
    </>
  );
}
