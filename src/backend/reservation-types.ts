// What the port says of bookings: the stored row, what a new booking or emergency request
// brings, and the staff's view of the list.

import type { NotificationChannel } from './port/notificaciones';

export type ReservationStatus =
  'pendiente' | 'confirmada' | 'cancelada' | 'completada' | 'expirada' | 'no_asistio';
export type MeetingType = 'videollamada' | 'telefonica';

/** The identity document a booking was made with; `rut` holds its number whatever the type. */
export type DocumentType = 'rut' | 'pasaporte' | 'id_extranjero';
/** Who books: an adult, or the legal representative of the person the consultation is for. */
export type AgeStatement = 'mayor_de_edad' | 'representante';

/**
 * What a new booking or emergency request states besides the person's data: the document type,
 * the age statement, the version of the privacy notice shown beside the form, for a paid plan
 * the version of the terms the person accepted (required then, ignored for a free plan) and, with
 * a case description, the version of the express authorisation for the sensitive data it may hold
 * (required then, ignored without a description).
 */
export interface BookingStatements {
  tipoDocumento: DocumentType;
  declaracionEdad: AgeStatement;
  avisoVersion: string;
  terminosVersion?: string;
  sensiblesVersion?: string;
}

export interface Reservation {
  id: string;
  userId: string | null;
  nombre: string;
  tipoDocumento: DocumentType;
  /** The number of the document of type `tipoDocumento` (a RUT, a passport, a foreign ID). */
  rut: string;
  email: string;
  telefono: string;
  empresa: string | null;
  /** YYYY-MM-DD, a Chilean calendar date. */
  fecha: string;
  /** HH:MM: one of the 13 slots, or when an emergency request was made. */
  hora: string;
  descripcion: string | null;
  plan: string;
  servicio: string;
  precio: number;
  categoria: string;
  tipoReunion: MeetingType | 'presencial';
  estado: ReservationStatus;
  /** ISO instant until which a pending booking holds its slot. */
  expiraEn: string | null;
  recordatorioEnviado: boolean;
  /** How the client paid or will pay; null until known (a transfer not yet chosen). */
  metodoPago: 'transferencia' | 'tarjeta' | 'gratis' | null;
  /**
   * An emergency request (plan emergencia, taken at any hour): `fecha` and `hora` are when it was
   * made, and the firm calls back instead of meeting at a slot.
   */
  urgente: boolean;
  /** Null for bookings made before the statement was asked. */
  declaracionEdad: AgeStatement | null;
  /** The privacy notice version shown when booking (null for older bookings). */
  avisoVersion: string | null;
  /** The terms version accepted before paying, and when; null for a free booking. */
  terminosVersion: string | null;
  terminosAceptadosEn: string | null;
  /**
   * The authorisation for the sensitive data of the description: its version and when it was
   * given (null without a description), and when it was withdrawn (the description went then).
   */
  sensiblesVersion: string | null;
  sensiblesConsentidosEn: string | null;
  sensiblesRetiradosEn: string | null;
  createdAt: string;
  /** Kept only because a law requires it, until this date (YYYY-MM-DD), after an erasure. */
  bloqueadaHasta?: string | null;
  motivoBloqueo?: string | null;
  /** Whether the person's data in it were erased (anonymised or reduced to a record). */
  anonimizada?: boolean;
  /** The lawyer assigned (null: none yet, or an emergency request); names: agenda.lawyerNames. */
  abogadoId: string | null;
  /**
   * The secret of the link that moves this booking without an account; only its owner and the
   * staff read it.
   */
  tokenGestion: string | null;
  /** Every move of its time (the .ics SEQUENCE), and those the client made (2 at most). */
  movimientos: number;
  movimientosCliente: number;
}

export interface NewReservation extends BookingStatements {
  nombre: string;
  rut: string;
  email: string;
  telefono: string;
  fecha: string;
  hora: string;
  plan: string;
  tipoReunion: MeetingType;
  descripcion?: string;
  empresa?: string;
  /** The unpaid hold this booking replaces (the visitor changed date, time or plan): released. */
  reemplaza?: string;
}

/** An emergency request: who asks and what happened; the database sets the time and the price. */
export interface NewUrgentRequest extends BookingStatements {
  nombre: string;
  rut: string;
  email: string;
  telefono: string;
  /** What happened, for the lawyer who calls back (at least 10 characters). */
  descripcion: string;
  empresa?: string;
}

export interface OccupiedSlot {
  fecha: string;
  hora: string;
}

export interface Statistics {
  totalUsuarios: number;
  usuariosActivos: number;
  totalReservas: number;
  /** Consultations that took place, that the client missed without notice, and bookings moved. */
  completadas: number;
  noAsistio: number;
  reagendadas: number;
  notificaciones: {
    total: number;
    enviadas: number;
    fallidas: number;
    pendientes: number;
    ultimaEjecucion: string | null;
    /** The same log counted per channel, both channels always present. */
    porCanal: Record<NotificationChannel, ChannelCounts>;
  };
}

/** The notices of one channel by state ('descartadas': never sent, the booking ended first). */
export interface ChannelCounts {
  enviadas: number;
  pendientes: number;
  fallidas: number;
  descartadas: number;
}

/** A page of the staff's booking list: filters applied in the database, newest date first. */
export interface ReservationQuery {
  /** Matched against name, e-mail, RUT, phone and service, ignoring case. */
  texto?: string;
  estado?: ReservationStatus;
  /** YYYY-MM-DD bounds on `fecha`, inclusive. */
  desde?: string;
  hasta?: string;
  /** 0-based. */
  page: number;
  pageSize: number;
}

export interface ReservationPage {
  rows: Reservation[];
  /** Rows matching the filters, across all pages. */
  total: number;
}
