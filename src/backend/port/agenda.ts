import type {
  AgendaEntry,
  BookingToReassign,
  ClosedDay,
  Lawyer,
  LawyerName,
  NewAbsence,
} from '../agenda-types';

/**
 * The firm's calendar by lawyer. The database enforces who may do what: the admin manages every
 * lawyer's week, areas and absences and the firm's closed days; a lawyer records and removes
 * their own absences and their own calendar address.
 */
export interface AgendaPort {
  /** Staff: every lawyer with their week, areas and upcoming absences. */
  lawyers(): Promise<Lawyer[]>;
  /** Everyone: the lawyers' names, to show who attends a booking. */
  lawyerNames(): Promise<LawyerName[]>;
  /** Admin: a lawyer's week ('D HH:MM') and areas, replaced as a whole. */
  saveWeek(abogadoId: string, horarios: string[], areas: string[]): Promise<void>;
  addAbsence(absence: NewAbsence): Promise<void>;
  removeAbsence(id: string): Promise<void>;
  /** The firm's own closed days from `from` on (not the national holidays). */
  closedDays(from: string): Promise<ClosedDay[]>;
  /** Admin: closes a day for the whole firm. */
  addClosedDay(day: ClosedDay): Promise<void>;
  removeClosedDay(fecha: string): Promise<void>;
  /** Staff: upcoming bookings whose lawyer is missing, away or no longer attends then. */
  toReassign(): Promise<BookingToReassign[]>;
  /** The signed-in lawyer's bookings for their calendar (from 30 days back). */
  myAgenda(): Promise<AgendaEntry[]>;
  /**
   * A new private calendar address for a lawyer (the caller when `abogadoId` is omitted): the
   * secret, returned once. The previous address stops working.
   */
  createFeedToken(abogadoId?: string): Promise<string>;
  revokeFeedToken(abogadoId?: string): Promise<void>;
}
