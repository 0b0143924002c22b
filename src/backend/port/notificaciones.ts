import type {
  CompanySettings,
  PayloadOptions,
} from '../../../supabase/functions/_shared/notify/payloads.ts';
import type { NotifyEvent } from '../../../supabase/functions/_shared/notify/notice-kinds.ts';
import type { RunReport } from '../../../supabase/functions/_shared/notify/scheduled-run.ts';
import type { BackendErrorCode } from './backend-error';

/** What one run of the notice schedule did. */
export type ScheduleRunReport = RunReport;

// The notices of a booking, sent by the notification function, and the admin's view of them.

/** A notice's kind: the one list is NOTIFY_EVENTS (the notification protocol). */
export type NotificationType = NotifyEvent;
/** 'descartado': never sent, and never will be (the booking stopped being active, or its time passed). */
export type NotificationStatus = 'pendiente' | 'enviado' | 'fallido' | 'descartado';
/** How a notice travels: the firm's automation webhook (Make), or an e-mail from the server. */
export type NotificationChannel = 'webhook' | 'email';

/** One row of the notification log (table notificaciones). */
export interface NotificationLog {
  id: string;
  reservaId: string | null;
  tipo: NotificationType;
  canal: NotificationChannel;
  estado: NotificationStatus;
  intentos: number;
  /** ISO instant of the successful delivery. */
  fechaEnvio: string | null;
  /** ISO instant from which the schedule may try it (again), while it is still to send. */
  proximoIntento: string | null;
  /** The last failure, as the server recorded it (masked: never a webhook URL or a key). */
  ultimoError: string | null;
  webhookResponse: unknown;
  /** The notice this one derives from: the notice an e-mail copies, or the one an alert tells. */
  origenId: string | null;
  createdAt: string;
}

/**
 * One call to the notification function: what to send, never how. The function alone knows the
 * webhook, builds the payload from the booking and logs the outcome.
 */
export interface NoticeRequest {
  tipo: NotificationType;
  /** The booking the notice is about (every type but 'test'). */
  reservaId?: string;
  /** A logged notice to send again (an admin's resend). */
  notificacionId?: string;
  /** The admin's payload settings; defaults otherwise. */
  opciones?: PayloadOptions;
}

/** What one call did. */
export type NoticeAttempt =
  /** Delivered; `intentos` counts every attempt of the notice. */
  | { kind: 'enviado'; intentos: number }
  /** The webhook refused or did not answer; worth another attempt while under 3. */
  | { kind: 'fallido'; intentos: number; error: string }
  /** Nothing could be attempted: no webhook is configured, or no function is served here. */
  | { kind: 'sin_envio'; error: string }
  /** The call was refused (not allowed, already sent, out of attempts...). */
  | { kind: 'rechazado'; code: BackendErrorCode; error: string }
  /** The function could not be reached; worth another attempt. */
  | { kind: 'sin_respuesta'; error: string };

/** The webhook as the server has it, for the admin's panel: never the URL itself. */
export interface WebhookStatus {
  configurado: boolean;
  /** The masked address ('https://hook.make.com/…wxyz'), or null. */
  destino: string | null;
  /** The company data every payload carries. */
  empresa: CompanySettings;
}

export interface NotificacionesPort {
  /**
   * One attempt at a notice, through the notification function. Open to the visitor who just
   * booked (the booking's own two notices, within 30 minutes); everything else is an admin's.
   */
  notify(request: NoticeRequest): Promise<NoticeAttempt>;
  /** Admin: whether a webhook is configured on the server, masked. */
  webhookStatus(): Promise<WebhookStatus>;
  /** Admin: the latest entries of the log, newest first. */
  list(limit: number): Promise<NotificationLog[]>;
  /**
   * Admin: what a resend should retry, newest first: failed deliveries under 3 attempts, and
   * notices left pending for over 10 minutes (the visitor's tab closed before sending).
   */
  failed(): Promise<NotificationLog[]>;
  /** Admin: every notice of one booking, on both channels, oldest first. */
  ofReservation(reservaId: string): Promise<NotificationLog[]>;
  /**
   * Admin: one run of the notice schedule now, the work the server does each minute (the
   * reminders due, the e-mail copies, what is pending or due for another attempt).
   */
  runSchedule(): Promise<ScheduleRunReport>;
}

/** Admin: the checks of the notification panel's diagnostics suite. */
export interface DiagnosticsPort {
  /** The connection check: reads one profile id. */
  ping(): Promise<void>;
  /** Reads one row of a table, to prove access to it. */
  readTable(table: 'reservas' | 'notificaciones' | 'pagos'): Promise<void>;
  /** Creates a confirmed test booking (marked by its e-mail) on a free slot; returns its id. */
  insertTestReservation(slot: { fecha: string; hora: string }): Promise<string>;
  counts(): Promise<{ reservas: number; profiles: number }>;
  /** Removes the test bookings and the log entries of no booking; returns what it removed. */
  cleanUp(): Promise<{ reservas: number; notificaciones: number }>;
}
