/**
 * The e-mail of one notice: who receives it and what it says, by the notice's kind. null when
 * the kind sends no e-mail for this booking (an emergency request has no reminder, no move and
 * no calendar file) or there is nobody to send it to.
 *
 * The client's e-mails go to the booking's address and answer to the firm; the firm's to its
 * inbox (a new booking also to the booking's lawyer); the lawyer's to the lawyer, or to the firm
 * while none is assigned. A rights request's answer goes to the address the request was filed
 * from; a payment's notice without its payment (deleted since) sends nothing.
 */
import type { NotifyEvent } from '../notify/notice-kinds.ts';
import type { ReservationForWebhook } from '../notify/payloads.ts';
import { bookingIcsAttachment } from './booking-ics.ts';
import {
  confirmationEmail,
  emergencyConfirmationEmail,
  moveEmail,
  reminderEmail,
  shortReminderEmail,
  transferReceiptEmail,
} from './client-emails.ts';
import type { EmailAttachment, EmailMessage } from './email-message.ts';
import {
  failedNoticeEmail,
  lawyerMoveEmail,
  lawyerReminderEmail,
  newBookingEmail,
  testEmail,
} from './firm-emails.ts';
import { renderMail, type MailContent } from './mail-layout.ts';
import type { NoticeEmailContext } from './notice-email-context.ts';
import {
  failedPaymentEmail,
  paymentReceiptEmail,
  transferRejectedEmail,
} from './payment-emails.ts';
import { rightsAnswerEmail } from './rights-request-emails.ts';

export type { FailedNoticeAlert, NoticeEmailContext } from './notice-email-context.ts';

interface Envelope {
  to: string[];
  cc?: string[];
  replyTo?: string;
  attachments?: EmailAttachment[];
}

/** Blank addresses dropped, each address once (case aside). */
function addresses(...candidates: (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const candidate of candidates) {
    const address = candidate?.trim() ?? '';
    if (address === '' || seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    result.push(address);
  }
  return result;
}

type Composed = { content: MailContent; envelope: Envelope } | null;

function forClient(
  tipo: NotifyEvent,
  reserva: ReservationForWebhook,
  context: NoticeEmailContext,
): Composed {
  const envelope: Envelope = { to: addresses(reserva.email), replyTo: context.firmEmail };
  const ics = () => [bookingIcsAttachment(reserva, context.empresa, context.now ?? new Date())];
  const urgent = reserva.urgente === true;
  switch (tipo) {
    case 'nueva_reserva':
      return urgent
        ? { content: emergencyConfirmationEmail(reserva), envelope }
        : {
            content: confirmationEmail(reserva, context.siteUrl),
            envelope: { ...envelope, attachments: ics() },
          };
    case 'recordatorio':
      return urgent ? null : { content: reminderEmail(reserva, context.siteUrl), envelope };
    case 'recordatorio_corto':
      return urgent ? null : { content: shortReminderEmail(reserva), envelope };
    case 'reagendada':
      return urgent
        ? null
        : {
            content: moveEmail(reserva, context.siteUrl),
            envelope: { ...envelope, attachments: ics() },
          };
    case 'comprobante':
      return { content: transferReceiptEmail(reserva), envelope };
    case 'pago_recibido':
      return context.pago
        ? { content: paymentReceiptEmail(reserva, context.pago), envelope }
        : null;
    case 'transferencia_rechazada':
      return context.pago
        ? {
            content: transferRejectedEmail(reserva, context.pago, context.empresa, context.siteUrl),
            envelope,
          }
        : null;
    default:
      return null;
  }
}

function forStaff(
  tipo: NotifyEvent,
  reserva: ReservationForWebhook,
  context: NoticeEmailContext,
): Composed {
  const lawyerOrFirm = addresses(reserva.abogado?.email || context.firmEmail);
  switch (tipo) {
    case 'notificacion_abogado': {
      const cc = addresses(reserva.abogado?.email).filter(
        (address) => address.toLowerCase() !== context.firmEmail.trim().toLowerCase(),
      );
      return {
        content: newBookingEmail(reserva),
        envelope: { to: addresses(context.firmEmail), ...(cc.length > 0 ? { cc } : {}) },
      };
    }
    case 'recordatorio_abogado':
      return reserva.urgente === true
        ? null
        : { content: lawyerReminderEmail(reserva), envelope: { to: lawyerOrFirm } };
    case 'reagendada_abogado':
      return reserva.urgente === true
        ? null
        : { content: lawyerMoveEmail(reserva), envelope: { to: lawyerOrFirm } };
    case 'pago_fallido':
      return context.pago
        ? {
            content: failedPaymentEmail(reserva, context.pago, context.siteUrl),
            envelope: { to: addresses(context.firmEmail) },
          }
        : null;
    default:
      return null;
  }
}

function compose(
  tipo: NotifyEvent,
  reserva: ReservationForWebhook | null,
  context: NoticeEmailContext,
): Composed {
  const firm = { to: addresses(context.firmEmail) };
  if (tipo === 'test') return { content: testEmail(), envelope: firm };
  if (tipo === 'aviso_fallido') {
    return context.alerta
      ? { content: failedNoticeEmail(context.alerta, reserva, context.siteUrl), envelope: firm }
      : null;
  }
  if (tipo === 'solicitud_respondida') {
    // To the address the request was filed from (and proved with a code), answering to the firm.
    return context.solicitud
      ? {
          content: rightsAnswerEmail(context.solicitud, context.siteUrl),
          envelope: { to: addresses(context.solicitud.email), replyTo: context.firmEmail },
        }
      : null;
  }
  if (!reserva) return null;
  return forClient(tipo, reserva, context) ?? forStaff(tipo, reserva, context);
}

export function noticeEmail(
  tipo: NotifyEvent,
  reserva: ReservationForWebhook | null,
  context: NoticeEmailContext,
): EmailMessage | null {
  const composed = compose(tipo, reserva, context);
  if (!composed || composed.envelope.to.length === 0) return null;
  const { envelope } = composed;
  return {
    from: context.from,
    ...renderMail(composed.content, context.empresa),
    to: envelope.to,
    ...(envelope.cc ? { cc: envelope.cc } : {}),
    ...(envelope.replyTo?.trim() ? { replyTo: envelope.replyTo.trim() } : {}),
    ...(envelope.attachments ? { attachments: envelope.attachments } : {}),
  };
}
