// What the port says of the firm's calendar by lawyer: each lawyer's week, areas and absences,
// the firm's own closed days, moves of a booking, and a lawyer's agenda for their calendar.
import type { ReservationStatus } from './reservation-types';

/** Why a lawyer is away (never a free text: an illness is recorded as 'personal'). */
export type AbsenceReason = 'vacaciones' | 'tribunal' | 'personal' | 'otro';

export interface Absence {
  id: string;
  /** YYYY-MM-DD, both days included. */
  desde: string;
  hasta: string;
  motivo: AbsenceReason;
}

export interface NewAbsence {
  abogadoId: string;
  desde: string;
  hasta: string;
  motivo: AbsenceReason;
}

/** A lawyer as the staff's Agenda shows them (agenda_del_estudio). */
export interface Lawyer {
  id: string;
  nombre: string;
  email: string;
  /** Takes consultations: the role abogado and an active account. */
  activo: boolean;
  /** Whether a private calendar address exists (its secret is shown once, when made). */
  enlaceAgenda: boolean;
  /** The firm's times the lawyer takes, as 'D HH:MM' with D = 1 (lunes) .. 5 (viernes). */
  horarios: string[];
  /** The practice areas (plan categories) attended; empty: every area. */
  areas: string[];
  /** Absences that end today or later. */
  ausencias: Absence[];
}

/** A day the firm itself closed (public.feriados with origen 'estudio'). */
export interface ClosedDay {
  fecha: string;
  nombre: string;
}

/** Why an upcoming booking needs the staff to give it a lawyer. */
export type ReassignReason = 'sin_abogado' | 'ausente' | 'fuera_de_horario' | 'dia_cerrado';

export interface BookingToReassign {
  id: string;
  fecha: string;
  hora: string;
  servicio: string;
  abogadoId: string | null;
  motivo: ReassignReason;
}

/** Why the client may not move a booking now: its state, the 4-hour limit, or 2 moves done. */
export type NoRescheduleReason = 'estado' | 'plazo' | 'limite';

/**
 * A booking as its reschedule link shows it (reserva_por_token): the time and the service, no
 * personal data.
 */
export interface BookingSummary {
  id: string;
  codigo: string;
  fecha: string;
  hora: string;
  servicio: string;
  plan: string;
  categoria: string;
  precio: number;
  tipoReunion: string;
  estado: ReservationStatus;
  /** The lawyer's name, or null while none is assigned. */
  abogado: string | null;
  /** Every move of its time (the .ics SEQUENCE). */
  movimientos: number;
  /** Moves the client made (2 at most). */
  movimientosCliente: number;
  sinReagendar: NoRescheduleReason | null;
}

export interface RescheduleInput {
  id: string;
  fecha: string;
  hora: string;
  /** The link's secret, for whoever booked without an account. */
  token?: string;
}

/** A booking in a lawyer's own calendar: time, service and code, never the client or the case. */
export interface AgendaEntry {
  id: string;
  codigo: string;
  fecha: string;
  hora: string;
  servicio: string;
  tipoReunion: string;
  estado: ReservationStatus;
  movimientos: number;
}

export interface LawyerName {
  id: string;
  nombre: string;
}
