/**
 * Builders for the JSON the automation webhook (Make.com) receives. The scenario maps these
 * snake_case keys to e-mails, calendar events and Meet links, so the shape is a contract: change
 * it only together with the scenario.
 */
import { reservationCode } from '../../../../src/booking/model/reservation-code.ts';
import { BOOKING_EVENTS, REMINDER_EVENTS, type NotifyEvent } from './protocol.ts';

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
}

export interface TestWebhookPayload {
  tipo_evento: 'test';
  timestamp: string;
  test: true;
  mensaje: string;
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
