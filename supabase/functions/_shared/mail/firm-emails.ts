/**
 * What the firm and the booking's lawyer read: a new booking, the lawyer's reminder, a move, a
 * notice that failed for good and the connection test. They carry the client's contact (the
 * lawyer calls), never the case description, which ReservationForWebhook does not carry.
 */
import { reservationCode } from '../../../../src/booking/model/reservation-code.ts';
import { NOTICE_KIND_LABELS } from '../notify/notice-kind-labels.ts';
import type { ReservationForWebhook } from '../notify/payloads.ts';
import {
  bookingRows,
  clientRows,
  dateAtTime,
  lawyerRow,
  priceText,
  shortDate,
} from './booking-facts.ts';
import type { MailContent } from './mail-layout.ts';
import type { FailedNoticeAlert } from './notice-email-context.ts';

/** The longest error an alert quotes: a diagnosis, not a log. */
const MAX_ERROR_CHARS = 500;

export function newBookingEmail(reserva: ReservationForWebhook): MailContent {
  if (reserva.urgente === true) {
    return {
      subject: `Emergencia: llamar a ${reserva.nombre} al ${reserva.telefono}`,
      heading: 'Nueva solicitud de emergencia',
      blocks: [
        {
          kind: 'paragraph',
          text: `Hecha el ${dateAtTime(reserva.fecha, reserva.hora)}. Hay que llamar ahora.`,
        },
        {
          kind: 'facts',
          rows: [
            ['Código de reserva', reservationCode(reserva.id)],
            ['Servicio', reserva.servicio],
            ['Valor', priceText(reserva.precio)],
            ...clientRows(reserva),
            ...lawyerRow(reserva),
          ],
        },
      ],
    };
  }
  return {
    subject: `Nueva reserva: ${reserva.servicio}, ${shortDate(reserva.fecha)} ${reserva.hora}`,
    heading: 'Nueva reserva',
    blocks: [
      {
        kind: 'facts',
        rows: [...bookingRows(reserva), ...clientRows(reserva), ...lawyerRow(reserva)],
      },
    ],
  };
}

export function lawyerReminderEmail(reserva: ReservationForWebhook): MailContent {
  return {
    subject: `Recordatorio: consulta con ${reserva.nombre}, ${shortDate(reserva.fecha)} ${reserva.hora}`,
    heading: 'Recordatorio de consulta',
    blocks: [
      {
        kind: 'paragraph',
        text: `La consulta con ${reserva.nombre} es el ${dateAtTime(reserva.fecha, reserva.hora)}.`,
      },
      {
        kind: 'facts',
        rows: [...bookingRows(reserva), ...clientRows(reserva), ...lawyerRow(reserva)],
      },
    ],
  };
}

/** A move of the time, or a reassignment alone (no move, or the same time): the lawyer who takes it. */
export function lawyerMoveEmail(reserva: ReservationForWebhook): MailContent {
  const move = reserva.reagendamiento;
  const moved =
    move !== null &&
    move !== undefined &&
    (move.fecha_anterior !== move.fecha_nueva || move.hora_anterior !== move.hora_nueva);
  const rows = [...bookingRows(reserva), ...clientRows(reserva), ...lawyerRow(reserva)];
  if (!moved) {
    return {
      subject: `Consulta asignada: ${reserva.nombre}, ${shortDate(reserva.fecha)} ${reserva.hora}`,
      heading: 'Consulta asignada',
      blocks: [
        {
          kind: 'paragraph',
          text: `Se asignó la consulta con ${reserva.nombre} del ${dateAtTime(reserva.fecha, reserva.hora)}.`,
        },
        { kind: 'facts', rows },
      ],
    };
  }
  return {
    subject: `Consulta cambiada: ${reserva.nombre}, ${shortDate(reserva.fecha)} ${reserva.hora}`,
    heading: 'Cambió la hora de una consulta',
    blocks: [
      {
        kind: 'paragraph',
        text: `La consulta con ${reserva.nombre} pasó del ${dateAtTime(move.fecha_anterior, move.hora_anterior)} al ${dateAtTime(reserva.fecha, reserva.hora)}.`,
      },
      { kind: 'facts', rows },
    ],
  };
}

const CHANNEL_LABELS: Record<FailedNoticeAlert['canal'], string> = {
  webhook: 'Webhook (automatización)',
  email: 'Correo electrónico',
};

export function failedNoticeEmail(
  alerta: FailedNoticeAlert,
  reserva: ReservationForWebhook | null,
  siteUrl: string,
): MailContent {
  const label = NOTICE_KIND_LABELS[alerta.tipo];
  const code = reserva ? reservationCode(reserva.id) : null;
  const error = alerta.error?.trim()
    ? alerta.error.trim().slice(0, MAX_ERROR_CHARS)
    : 'Sin detalle';
  return {
    subject: `Un aviso no se pudo entregar: ${label}${code ? ` (reserva ${code})` : ''}`,
    heading: 'Un aviso no se pudo entregar',
    blocks: [
      {
        kind: 'paragraph',
        text: `Se intentó ${String(alerta.intentos)} veces sin éxito y no se volverá a intentar solo. Revísalo y reenvíalo desde el panel.`,
      },
      {
        kind: 'facts',
        rows: [
          ['Aviso', label],
          ['Canal', CHANNEL_LABELS[alerta.canal]],
          ['Intentos', String(alerta.intentos)],
          ...(code ? ([['Código de reserva', code]] as [string, string][]) : []),
          ['Último error', error],
        ],
      },
      {
        kind: 'links',
        links: [{ label: 'Abrir el panel', url: `${siteUrl.replace(/\/+$/, '')}/admin` }],
      },
    ],
  };
}

export function testEmail(): MailContent {
  return {
    subject: 'Prueba de correo de Punto Legal',
    heading: 'Prueba de correo',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Este es un mensaje de prueba desde el panel de Punto Legal: el envío de correos funciona.',
      },
    ],
  };
}
