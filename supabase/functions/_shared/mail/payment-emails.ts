/**
 * A payment's e-mails: the client's receipt (a card approved, a transfer verified), a transfer
 * the firm did not accept and what to do next, and the firm's alert of a card Webpay refused.
 * Of a card, only the receipt names Webpay's authorization code and the last 4 digits; nothing
 * else of it is stored, so nothing else can appear. No case description: the booking carries none.
 */
import { reservationCode } from '../../../../src/booking/model/reservation-code.ts';
import { formatClp } from '../../../../src/lib/format/clp.ts';
import type { PaymentForNotice } from '../notify/notice-facts.ts';
import type { CompanySettings, ReservationForWebhook } from '../notify/payloads.ts';
import { clientRows, dateAtTime, longDate } from './booking-facts.ts';
import { manageLinks } from './client-emails.ts';
import type { MailBlock, MailContent, MailLink } from './mail-layout.ts';

type Rows = [string, string][];

const METHOD_LABELS: Record<PaymentForNotice['metodo'], string> = {
  tarjeta: 'Tarjeta (Webpay)',
  transferencia: 'Transferencia bancaria',
};

/** The consultation the payment is for; an emergency request has no appointment to name. */
function consultationRows(reserva: ReservationForWebhook): Rows {
  const rows: Rows = [
    ['Código de reserva', reservationCode(reserva.id)],
    ['Servicio', reserva.servicio],
  ];
  if (reserva.urgente === true) return rows;
  return [
    ...rows,
    ['Fecha de la consulta', longDate(reserva.fecha)],
    ['Hora de la consulta', `${reserva.hora} (hora de Chile)`],
  ];
}

/** The card's facts on the client's receipt: what Webpay gave, when the database kept it. */
function cardRows(pago: PaymentForNotice): Rows {
  if (pago.metodo !== 'tarjeta') return [];
  return [
    ...(pago.codigo_autorizacion
      ? ([['Código de autorización', pago.codigo_autorizacion]] as Rows)
      : []),
    ...(pago.ultimos_digitos
      ? ([['Tarjeta', `terminada en ${pago.ultimos_digitos}`]] as Rows)
      : []),
  ];
}

export function paymentReceiptEmail(
  reserva: ReservationForWebhook,
  pago: PaymentForNotice,
): MailContent {
  const code = reservationCode(reserva.id);
  return {
    subject: `Recibimos tu pago: reserva ${code}`,
    heading: 'Recibimos tu pago',
    blocks: [
      {
        kind: 'paragraph',
        text: `Hola ${reserva.nombre}, recibimos tu pago de ${formatClp(pago.monto)} por ${reserva.servicio}. Guarda este correo como comprobante.`,
      },
      {
        kind: 'facts',
        rows: [
          ['Monto', formatClp(pago.monto)],
          ['Medio de pago', METHOD_LABELS[pago.metodo]],
          ['Fecha del pago', `${dateAtTime(pago.fecha, pago.hora)} (hora de Chile)`],
          ...cardRows(pago),
          ...consultationRows(reserva),
        ],
      },
    ],
  };
}

/**
 * What a client whose transfer was not accepted can do: while the hour is held, pay it with the
 * firm's help (or move or cancel it by the booking's link); once released, book again.
 */
function nextSteps(
  reserva: ReservationForWebhook,
  pago: PaymentForNotice,
  empresa: CompanySettings,
  siteUrl: string,
): MailBlock[] {
  const held = pago.pagar_hasta;
  const text = held
    ? `Tu hora sigue reservada hasta el ${dateAtTime(held.fecha, held.hora)} (hora de Chile). Escríbenos por WhatsApp o responde este correo y te ayudamos a completar el pago antes de esa hora.`
    : 'Tu hora ya no está reservada. Escríbenos por WhatsApp o responde este correo y te ayudamos a agendar una nueva.';
  const links: MailLink[] = [{ label: 'Escribir por WhatsApp', url: empresa.whatsapp }];
  return [
    { kind: 'paragraph', text },
    { kind: 'links', links },
    ...(held ? manageLinks(reserva, siteUrl) : []),
  ];
}

export function transferRejectedEmail(
  reserva: ReservationForWebhook,
  pago: PaymentForNotice,
  empresa: CompanySettings,
  siteUrl: string,
): MailContent {
  const code = reservationCode(reserva.id);
  const reason = pago.motivo?.trim();
  return {
    subject: `No pudimos aceptar tu transferencia: reserva ${code}`,
    heading: 'No pudimos aceptar tu transferencia',
    blocks: [
      {
        kind: 'paragraph',
        text: `Hola ${reserva.nombre}, revisamos la transferencia por ${formatClp(pago.monto)} que declaraste para tu reserva y no la pudimos aceptar.`,
      },
      {
        kind: 'facts',
        rows: [
          ...(reason ? ([['Motivo', reason]] as Rows) : []),
          ['Monto', formatClp(pago.monto)],
          ...consultationRows(reserva),
        ],
      },
      ...nextSteps(reserva, pago, empresa, siteUrl),
    ],
  };
}

export function failedPaymentEmail(
  reserva: ReservationForWebhook,
  pago: PaymentForNotice,
  siteUrl: string,
): MailContent {
  const code = reservationCode(reserva.id);
  return {
    subject: `Pago con tarjeta rechazado: reserva ${code}`,
    heading: 'Un pago con tarjeta no se completó',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Webpay rechazó el pago con tarjeta de esta reserva. El cliente puede intentarlo de nuevo mientras su hora siga reservada.',
      },
      {
        kind: 'facts',
        rows: [
          ...consultationRows(reserva),
          ['Monto', formatClp(pago.monto)],
          ['Fecha del intento', `${dateAtTime(pago.fecha, pago.hora)} (hora de Chile)`],
          [
            'Código de respuesta de Webpay',
            pago.codigo_respuesta === null ? 'Sin código' : String(pago.codigo_respuesta),
          ],
          ...clientRows(reserva),
        ],
      },
      {
        kind: 'links',
        links: [{ label: 'Abrir el panel', url: `${siteUrl.replace(/\/+$/, '')}/admin` }],
      },
    ],
  };
}
