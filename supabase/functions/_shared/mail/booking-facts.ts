/**
 * A booking's facts as the e-mails write them, in Chilean Spanish: 'lunes 30 de noviembre de
 * 2026', '10:00', '$35.000' or 'Gratuita'. Dates are the booking's own Chilean calendar date and
 * wall-clock time ('YYYY-MM-DD', 'HH:MM'), so no server's time zone can move them.
 */
import { reservationCode } from '../../../../src/booking/model/reservation-code.ts';
import { company } from '../../../../src/content/company.ts';
import { formatClp } from '../../../../src/lib/format/clp.ts';
import {
  formatLongDate,
  formatWeekdayDate,
  weekdayName,
} from '../../../../src/lib/format/dates.ts';
import type { ReservationForWebhook } from '../notify/payloads.ts';

/** 'lunes 30 de noviembre de 2026' */
export const longDate = (fecha: string): string => formatWeekdayDate(fecha);

/** 'lunes 30 de noviembre': a subject line's date, without the year. */
export const shortDate = (fecha: string): string =>
  `${weekdayName(fecha)} ${formatLongDate(fecha).replace(/ de \d{4}$/, '')}`;

/** 'lunes 30 de noviembre de 2026 a las 10:00', as a sentence says it. */
export const dateAtTime = (fecha: string, hora: string): string =>
  `${longDate(fecha)} a las ${hora}`;

/** A free consultation says so rather than '$0'. */
export const priceText = (precio: number): string =>
  precio === 0 ? 'Gratuita' : formatClp(precio);

export const durationText = `${String(company.consultationMinutes)} minutos`;

/** The rows every e-mail about a booking starts with. */
export function bookingRows(reserva: ReservationForWebhook): [string, string][] {
  return [
    ['Código de reserva', reservationCode(reserva.id)],
    ['Servicio', reserva.servicio],
    ['Fecha', longDate(reserva.fecha)],
    ['Hora', `${reserva.hora} (hora de Chile)`],
    ['Duración', durationText],
    ['Valor', priceText(reserva.precio)],
  ];
}

/** The client's contact, for the firm's and the lawyer's e-mails only. */
export function clientRows(reserva: ReservationForWebhook): [string, string][] {
  return [
    ['Cliente', reserva.nombre],
    ['Correo', reserva.email],
    ['Teléfono', reserva.telefono],
  ];
}

export const lawyerRow = (reserva: ReservationForWebhook): [string, string][] =>
  reserva.abogado ? [['Abogado', reserva.abogado.nombre]] : [];
