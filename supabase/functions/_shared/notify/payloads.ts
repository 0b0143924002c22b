/**
 * Builders for the JSON the automation webhook (Make.com) receives. The scenario maps these
 * snake_case keys to e-mails, calendar events and Meet links, so the shape is a contract: change
 * it only together with the scenario.
 */
import { reservationCode } from '../../../../src/booking/model/reservation-code.ts';
import { rescheduleUrl } from '../../../../src/content/booking-links.ts';
import { consultationUid } from '../../../../src/lib/calendar/consultation-uid.ts';
import { BOOKING_EVENTS, MOVE_EVENTS, REMINDER_EVENTS, type NotifyEvent } from './protocol.ts';

/** The lawyer a booking is assigned to. */
export interface LawyerForWebhook {
  nombre: string;
  email: string;
}

/** A move of a booking: its time before and after ('YYYY-MM-DD', 'HH:MM'). */
export interface MoveForWebhook {
  fecha_anterior: string;
  hora_anterior: string;
  fecha_nueva: string;
  hora_nueva: string;
}

export interface ReservationForWebhook {
  id: string;
  nombre: string;
  email: string;
  telefono: string;
  fecha: string;
  hora: string;
  servicio: string;
  precio: number;
  categoria: string;
  /** An emergency request: fecha and hora are when it was made, and the lawyer calls back now. */
  urgente?: boolean;
  /** The lawyer assigned; null while none is. */
  abogado?: LawyerForWebhook | null;
  /** The secret of the client's reschedule link: only in a notice to the client. */
  token_gestion?: string | null;
  /** Every move of the booking's time so far: its calendar event's SEQUENCE. */
  movimientos?: number;
  /** The move a 'reagendada' or 'reagendada_abogado' notice tells. */
  reagendamiento?: MoveForWebhook | null;
}

export interface CompanySettings {
  nombre: string;
  email: string;
  telefono: string;
  whatsapp: string;
  direccion: string;
  sitioWeb: string;
}

/** What the scenario should do with the event; sent along so one scenario serves every event. */
export interface PayloadOptions {
  enviarRecordatorio: boolean;
  enviarComprobante: boolean;
  crearCalendarEvent: boolean;
  crearMeetLink: boolean;
  notificarAbogado: boolean;
  idioma: string;
  zonaHoraria: string;
}

export const DEFAULT_PAYLOAD_OPTIONS: Readonly<PayloadOptions> = Object.freeze({
  enviarRecordatorio: true,
  enviarComprobante: true,
  crearCalendarEvent: true,
  crearMeetLink: true,
  notificarAbogado: true,
  idioma: 'es',
  zonaHoraria: 'America/Santiago',
});

export interface ReservationWebhookPayload {
  tipo_evento: NotifyEvent;
  reserva: {
    id: string;
    nombre: string;
    email: string;
    telefono: string;
    fecha: string;
    hora: string;
    servicio: string;
    precio: number;
    categoria: string;
    /** The booking code the client reads and quotes (transfers, WhatsApp, the case lookup). */
    codigo: string;
    /** Only on an emergency request (absent on a booking, so bookings' payloads are unchanged). */
    urgente?: true;
  };
  empresa: {
    nombre: string;
    email: string;
    telefono: string;
    whatsapp: string;
    direccion: string;
    sitio_web: string;
  };
  configuracion: {
    enviar_recordatorio: boolean;
    enviar_comprobante: boolean;
    crear_calendar_event: boolean;
    crear_meet_link: boolean;
    notificar_abogado: boolean;
    idioma: string;
    zona_horaria: string;
  };
  timestamp: string;
  /**
   * The booking's calendar event, named as in the client's .ics and the lawyer's feed, and its
   * version: an event with this uid is moved (a higher secuencia), never created twice. Absent on
   * an emergency request, which has no appointment.
   */
  calendario?: { uid: string; secuencia: number };
  /** The client's link to move the booking: only in the client's notices of a booking. */
  enlace_reagendar?: string;
  /** A move's notices: the lawyer who attends (to the lawyer, with the address to reach them). */
  abogado?: { nombre: string; email?: string } | null;
  /** A move's notices: the time before and after. */
  reagendamiento?: MoveForWebhook;
}

export interface TestWebhookPayload {
  tipo_evento: 'test';
  timestamp: string;
  test: true;
  mensaje: string;
}

/** The client's notices of a booking, which carry the link to move it. */
const RESCHEDULE_LINK_EVENTS: readonly NotifyEvent[] = [
  'nueva_reserva',
  'recordatorio',
  'recordatorio_corto',
  'reagendada',
];
/** The notices that go to the booking's lawyer rather than to the client. */
const TO_LAWYER: readonly NotifyEvent[] = [
  'notificacion_abogado',
  'recordatorio_abogado',
  'reagendada_abogado',
];
const MOVES: readonly NotifyEvent[] = MOVE_EVENTS;

/** What a notice adds about the booking's calendar event, its lawyer and its move. */
function bookingExtras(
  tipo: NotifyEvent,
  reserva: ReservationForWebhook,
  siteUrl: string,
): Pick<
  ReservationWebhookPayload,
  'calendario' | 'enlace_reagendar' | 'abogado' | 'reagendamiento'
> {
  if (reserva.urgente === true) return {};
  const extras: ReturnType<typeof bookingExtras> = {
    calendario: { uid: consultationUid(reserva.id), secuencia: reserva.movimientos ?? 0 },
  };
  // The link's secret moves the booking: it goes to the client only, never to the lawyer.
  if (RESCHEDULE_LINK_EVENTS.includes(tipo) && reserva.token_gestion) {
    extras.enlace_reagendar = rescheduleUrl(siteUrl, reserva.token_gestion);
  }
  // Who attends: every notice names the lawyer; the lawyer's own notices also carry their
  // address, so the automation reaches them.
  const lawyer = reserva.abogado ?? null;
  if (lawyer) {
    extras.abogado = TO_LAWYER.includes(tipo)
      ? { nombre: lawyer.nombre, email: lawyer.email }
      : { nombre: lawyer.nombre };
  } else if (MOVES.includes(tipo)) {
    extras.abogado = null;
  }
  if (MOVES.includes(tipo)) {
    if (reserva.reagendamiento) {
      const move = reserva.reagendamiento;
      extras.reagendamiento = {
        fecha_anterior: move.fecha_anterior,
        hora_anterior: move.hora_anterior,
        fecha_nueva: move.fecha_nueva,
        hora_nueva: move.hora_nueva,
      };
    }
  }
  return extras;
}

/**
 * Attorney–client confidentiality: the webhook is a third party, so the payload carries only what
 * scheduling and notifying need. The client's case description and RUT must never leave the
 * firm's systems, which is why every field is copied one by one: a reservation row passed in with
 * extra columns (descripcion, rut, ...) cannot leak through a spread.
 */
export function reservationPayload(
  tipo: NotifyEvent,
  reserva: ReservationForWebhook,
  empresa: CompanySettings,
  options: PayloadOptions,
  now: Date,
): ReservationWebhookPayload {
  return {
    tipo_evento: tipo,
    reserva: {
      id: reserva.id,
      nombre: reserva.nombre,
      email: reserva.email,
      telefono: reserva.telefono,
      fecha: reserva.fecha,
      hora: reserva.hora,
      servicio: reserva.servicio,
      precio: reserva.precio,
      categoria: reserva.categoria,
      codigo: reservationCode(reserva.id),
      ...(reserva.urgente === true ? { urgente: true as const } : {}),
    },
    empresa: {
      nombre: empresa.nombre,
      email: empresa.email,
      telefono: empresa.telefono,
      whatsapp: empresa.whatsapp,
      direccion: empresa.direccion,
      sitio_web: empresa.sitioWeb,
    },
    configuracion: {
      enviar_recordatorio: options.enviarRecordatorio,
      enviar_comprobante: options.enviarComprobante,
      crear_calendar_event: options.crearCalendarEvent,
      crear_meet_link: options.crearMeetLink,
      notificar_abogado: options.notificarAbogado,
      idioma: options.idioma,
      zona_horaria: options.zonaHoraria,
    },
    timestamp: now.toISOString(),
    ...bookingExtras(tipo, reserva, empresa.sitioWeb),
  };
}

/** The connection test from the admin panel: recognisable, and free of any client data. */
export function testPayload(now: Date): TestWebhookPayload {
  return {
    tipo_evento: 'test',
    timestamp: now.toISOString(),
    test: true,
    mensaje: 'Prueba de conexión desde Punto Legal',
  };
}

/** A confirmed booking notifies both sides: the client and the attorney. */
export function bookingEvents(): typeof BOOKING_EVENTS {
  return BOOKING_EVENTS;
}

/** A reminder, likewise, goes to the client and to the attorney. */
export function reminderEvents(): typeof REMINDER_EVENTS {
  return REMINDER_EVENTS;
}
