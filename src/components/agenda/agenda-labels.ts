import type { AbsenceReason, ReassignReason } from '@/backend/port';

/** The reasons of an absence, in the order the form offers them. */
export const ABSENCE_REASONS: readonly { id: AbsenceReason; label: string }[] = [
  { id: 'vacaciones', label: 'Vacaciones' },
  { id: 'tribunal', label: 'Tribunal' },
  { id: 'personal', label: 'Personal' },
  { id: 'otro', label: 'Otro' },
];

export const ABSENCE_LABELS: Record<AbsenceReason, string> = {
  vacaciones: 'Vacaciones',
  tribunal: 'Tribunal',
  personal: 'Personal',
  otro: 'Otro',
};

/** Why a booking waits for a lawyer, as the staff read it. */
export const REASSIGN_LABELS: Record<ReassignReason, string> = {
  sin_abogado: 'Sin abogado asignado',
  ausente: 'El abogado está ausente ese día',
  fuera_de_horario: 'El abogado ya no atiende a esa hora o en esa área',
  dia_cerrado: 'El estudio cerró ese día',
};

/** The weekdays of a lawyer's week, D = 1 (lunes) .. 5 (viernes). */
export const WEEKDAY_LABELS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes'] as const;
