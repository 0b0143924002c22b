/**
 * What the client reads: the confirmation, the reminders, a move and the transfer's receipt.
 * Built from ReservationForWebhook, which carries no case description, so none can appear.
 */
import { rescheduleUrl } from '../../../../src/content/booking-links.ts';
import { company, minutesInWords } from '../../../../src/content/company.ts';
import type { ReservationForWebhook } from '../notify/payloads.ts';
import { reservationCode } from '../../../../src/booking/model/reservation-code.ts';
import { bookingRows, dateAtTime, lawyerRow, priceText, shortDate } from './booking-facts.ts';
import type { MailBlock, MailContent } from './mail-layout.ts';

/** The links to move or cancel the booking: only with its secret, which only the client gets. */
export function manageLinks(reserva: ReservationForWebhook, siteUrl: string): MailBlock[] {
  if (!reserva.token_gestion) return [];
  const url = rescheduleUrl(siteUrl, reserva.token_gestion);
  return [
    {
      kind: 'links',
      links: [
        { label: 'Cambiar la hora', url },
        { label: 'Cancelar la reserva', url: `${url}&accion=cancelar` },
      ],
    },
  ];
}

const facts = (reserva: ReservationForWebhook): MailBlock => ({
  kind: 'facts',
  rows: [...bookingRows(reserva), ...lawyerRow(reserva)],
});

export function confirmationEmail(reserva: ReservationForWebhook, siteUrl: string): MailContent {
  return {
    subject: `Reserva confirmada: ${reserva.servicio}, ${shortDate(reserva.fecha)} ${reserva.hora}`,
    heading: 'Tu reserva está confirmada',
    blocks: [
      { kind: 'paragraph', text: `Hola ${reserva.nombre}, reservaste esta consulta:` },
      facts(reserva),
      {
        kind: 'paragraph',
        text: 'Adjuntamos el evento para tu calendario (consulta-punto-legal.ics).',
      },
      ...manageLinks(reserva, siteUrl),
    ],
  };
}

/** An emergency request has no appointment: a lawyer calls the client back now. */
export function emergencyConfirmationEmail(reserva: ReservationForWebhook): MailContent {
  return {
    subject: `Recibimos tu solicitud de emergencia (${reservationCode(reserva.id)})`,
    heading: 'Recibimos tu solicitud de emergencia',
    blocks: [
      {
        kind: 'paragraph',
        text: `Hola ${reserva.nombre}, un abogado te llamará al ${reserva.telefono} en menos de ${minutesInWords(company.emergencyContactMinutes)}.`,
      },
      {
        kind: 'facts',
        rows: [
          ['Código de reserva', reservationCode(reserva.id)],
          ['Servicio', reserva.servicio],
          ['Valor', priceText(reserva.precio)],
        ],
      },
    ],
  };
}

export function reminderEmail(reserva: ReservationForWebhook, siteUrl: string): MailContent {
  return {
    subject: `Recordatorio: tu consulta del ${shortDate(reserva.fecha)} a las ${reserva.hora}`,
    heading: 'Recordatorio de tu consulta',
    blocks: [
      {
        kind: 'paragraph',
        text: `Hola ${reserva.nombre}, tu consulta es el ${dateAtTime(reserva.fecha, reserva.hora)}.`,
      },
      facts(reserva),
      ...manageLinks(reserva, siteUrl),
    ],
  };
}

export function shortReminderEmail(reserva: ReservationForWebhook): MailContent {
  return {
    subject: `Tu consulta es hoy a las ${reserva.hora}`,
    heading: `Tu consulta es hoy a las ${reserva.hora}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Hola ${reserva.nombre}, te esperamos hoy a las ${reserva.hora} (hora de Chile).`,
      },
      facts(reserva),
    ],
  };
}

export function moveEmail(reserva: ReservationForWebhook, siteUrl: string): MailContent {
  const move = reserva.reagendamiento;
  const before = move
    ? [
        {
          kind: 'paragraph' as const,
          text: `Tu consulta pasó del ${dateAtTime(move.fecha_anterior, move.hora_anterior)} al ${dateAtTime(reserva.fecha, reserva.hora)}.`,
        },
      ]
    : [];
  return {
    subject: `Reserva cambiada: ${reserva.servicio}, ${shortDate(reserva.fecha)} ${reserva.hora}`,
    heading: 'Cambiamos la hora de tu consulta',
    blocks: [
      { kind: 'paragraph', text: `Hola ${reserva.nombre}.` },
      ...before,
      facts(reserva),
      {
        kind: 'paragraph',
        text: 'Adjuntamos el evento actualizado: al abrirlo, tu calendario cambia la hora del mismo evento.',
      },
      ...manageLinks(reserva, siteUrl),
    ],
  };
}

/** 'comprobante': the client declared a bank transfer; the firm checks it before confirming. */
export function transferReceiptEmail(reserva: ReservationForWebhook): MailContent {
  return {
    subject: `Recibimos tu transferencia: reserva ${reservationCode(reserva.id)}`,
    heading: 'Recibimos los datos de tu transferencia',
    blocks: [
      {
        kind: 'paragraph',
        text: `Hola ${reserva.nombre}, recibimos los datos de tu transferencia por ${priceText(reserva.precio)}. La verificamos en horario de oficina (${company.hours.label.toLowerCase()}) y te confirmamos la reserva.`,
      },
      facts(reserva),
    ],
  };
}
