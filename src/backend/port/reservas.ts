import type { BookingSummary, RescheduleInput } from '../agenda-types';
import type { CalendarDay } from '../calendar-types';
import type {
  NewReservation,
  NewUrgentRequest,
  OccupiedSlot,
  Reservation,
  ReservationPage,
  ReservationQuery,
  ReservationStatus,
} from '../reservation-types';

/** Bookings and emergency requests: making them, the client's own, and the staff's desk. */
export interface ReservasPort {
  create(input: NewReservation): Promise<Reservation>;
  /**
   * An emergency request, taken at any hour (crear_solicitud_urgente): plan emergencia at its
   * catalogue price, pending its payment, with no slot. One under way per person.
   */
  requestUrgent(input: NewUrgentRequest): Promise<Reservation>;
  /**
   * The offered times at which no lawyer is free (for the plan's area when `plan` is given, any
   * area otherwise).
   */
  occupied(from: string, to: string, plan?: string): Promise<OccupiedSlot[]>;
  /**
   * Each day from `from` to `to` (at most 62 days apart): the times at which some lawyer works
   * (in the plan's area when given), or why it is closed.
   */
  calendar(from: string, to: string, plan?: string): Promise<CalendarDay[]>;
  list(): Promise<Reservation[]>;
  get(id: string): Promise<Reservation | null>;
  setStatus(id: string, estado: ReservationStatus): Promise<void>;
  remove(id: string): Promise<void>;
  /** The signed-in client cancels their own booking, up to 4 hours before it (SQL-enforced). */
  cancel(id: string): Promise<Reservation>;
  /**
   * The signed-in owner withdraws the authorisation for the sensitive data of a booking's
   * description: the description is erased at once (SQL-enforced: the owner only).
   */
  withdrawSensitiveConsent(id: string): Promise<Reservation>;
  /** Staff: one page of the booking list, filtered and counted in the database. */
  search(query: ReservationQuery): Promise<ReservationPage>;
  /** Days between two dates whose free consultations are all taken (YYYY-MM-DD). */
  freeQuotaFull(from: string, to: string): Promise<string[]>;
  /**
   * Admin: bookings of `fecha` still due a reminder (pendiente or confirmada, not reminded);
   * never an emergency request, which has no appointment to remind of.
   */
  dueReminders(fecha: string): Promise<Reservation[]>;
  markReminderSent(id: string): Promise<void>;
  /**
   * Moves a booking to another free time (reagendar_reserva): its owner signed in, whoever holds
   * its link's `token`, or the staff. Same code, plan and payment; the client twice at most and up
   * to 4 hours before it. Sends nothing: the caller then notifies 'reagendada'.
   */
  reschedule(input: RescheduleInput): Promise<BookingSummary>;
  /** The booking behind a reschedule link's secret. */
  byToken(token: string): Promise<BookingSummary>;
  /**
   * Cancels the booking behind a link's secret (cancelar_reserva_por_token), with the rules of
   * `cancel` (active, up to 4 hours before it); answers what `byToken` shows, now cancelled. A
   * wrong secret is refused as `byToken` refuses it (`enlace_invalido`).
   */
  cancelByToken(token: string): Promise<BookingSummary>;
  /** Staff: gives a booking to another lawyer who attends its area and is free then. */
  reassign(id: string, abogadoId: string): Promise<Reservation>;
  /** Staff, once its time has come: the consultation took place, or the client did not come. */
  markAttendance(id: string, attended: boolean): Promise<Reservation>;
}
