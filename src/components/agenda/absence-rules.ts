import type { AbsenceReason } from '@/backend/port';

export interface AbsenceDraft {
  desde: string;
  hasta: string;
  motivo: AbsenceReason;
}

export type AbsenceErrors = Partial<Record<'desde' | 'hasta', string>>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What the form checks before it sends an absence (the database checks again): both dates
 * written, none in the past (Chilean `today`), and the last day not before the first.
 * ISO dates compare as text.
 */
export function absenceErrors(draft: AbsenceDraft, today: string): AbsenceErrors {
  const errors: AbsenceErrors = {};
  if (!ISO_DATE.test(draft.desde)) errors.desde = 'Indica el primer día de la ausencia.';
  else if (draft.desde < today) errors.desde = 'La ausencia no puede empezar en un día pasado.';
  if (!ISO_DATE.test(draft.hasta)) errors.hasta = 'Indica el último día de la ausencia.';
  else if (draft.hasta < today) errors.hasta = 'La ausencia no puede terminar en un día pasado.';
  else if (ISO_DATE.test(draft.desde) && draft.hasta < draft.desde)
    errors.hasta = 'El último día no puede ser anterior al primero.';
  return errors;
}
