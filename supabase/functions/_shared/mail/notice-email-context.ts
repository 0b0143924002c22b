import type { PaymentForNotice, RightsRequestForNotice } from '../notify/notice-facts.ts';
import type { FailedNoticeAlert } from '../notify/opened-notice.ts';
import type { CompanySettings } from '../notify/payloads.ts';

/** A notice that failed for good, as the firm's alert tells it (the error already masked). */
export type { FailedNoticeAlert };

/** What every notice's e-mail needs besides the booking: who sends it and where the site is. */
export interface NoticeEmailContext {
  empresa: CompanySettings;
  /** The site's origin, for the links to manage a booking. */
  siteUrl: string;
  /** The sender, 'Punto Legal <reservas@…>'. */
  from: string;
  /** The firm's inbox: the firm's e-mails go there, and clients' replies. */
  firmEmail: string;
  /** Only for 'aviso_fallido'. */
  alerta?: FailedNoticeAlert;
  /** Only for a payment's notice: the payment it tells. */
  pago?: PaymentForNotice;
  /** Only for 'solicitud_respondida': the request answered (it has no booking). */
  solicitud?: RightsRequestForNotice;
  /** When the message is made (the calendar file's DTSTAMP); now by default. */
  now?: Date;
}
