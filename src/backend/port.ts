import type { AgendaPort } from './port/agenda';
import type { AuthPort } from './port/auth';
import type { ContactPort } from './port/contact';
import type { DiagnosticsPort, NotificacionesPort } from './port/notificaciones';
import type { NewsletterPort } from './port/newsletter';
import type { PagosPort } from './port/pagos';
import type { AuditoriaPort, MisDatosPort, RetencionPort } from './port/privacy';
import type { ProfilesPort } from './port/profiles';
import type { ReservasPort } from './port/reservas';
import type { ValoresReferenciaPort } from './port/reference-values';
import type { Statistics } from './reservation-types';
import type { RightsRequestsPort } from './rights-requests-port';

/**
 * The backend port: every data operation the UI uses, as typed async functions grouped by entity.
 * Each group is declared in its own file under `port/`, with the types its signatures use; this
 * file composes them and re-exports those types, so the UI imports everything from here.
 * Two adapters implement it: the embedded one (PGlite in the browser, the default) and the
 * Supabase one (hosted). UI code calls the port through react-query hooks; it never imports
 * supabase-js or PGlite. Errors are BackendError with a Spanish message the UI shows as it is.
 */
export interface BackendPort {
  /** 'embedded' shows the demo accounts on the login page. */
  mode: 'embedded' | 'supabase';
  auth: AuthPort;
  profiles: ProfilesPort;
  reservas: ReservasPort;
  /** The firm's calendar by lawyer: weeks, areas, absences, closed days, feeds. */
  agenda: AgendaPort;
  notificaciones: NotificacionesPort;
  /** Admin: the checks of the notification panel's diagnostics suite. */
  diagnostics: DiagnosticsPort;
  statistics(): Promise<Statistics>;
  newsletter: NewsletterPort;
  contact: ContactPort;
  /** Admin: the audit trail of personal data; staff: record what a screen showed. */
  auditoria: AuditoriaPort;
  /** Admin: the calculators' reference values (UF, UTM, ingreso mínimo). */
  valoresReferencia: ValoresReferenciaPort;
  /** Admin at aal2: the retention schedule applied by the database. */
  retencion: RetencionPort;
  /** The signed-in person's rights over their own data (access, rectification, erasure). */
  misDatos: MisDatosPort;
  pagos: PagosPort;
  /** Data-protection rights requests from people without an account, and the admin's view. */
  solicitudes: RightsRequestsPort;
}

export type * from './port/auth';
export type * from './port/mfa';
export type * from './port/profiles';
export type * from './port/reservas';
export type * from './calendar-types';
export type * from './port/agenda';
export type * from './agenda-types';
export type * from './port/notificaciones';
export type * from './port/newsletter';
export type * from './port/contact';
export type * from './port/privacy';
export type * from './port/reference-values';
export type * from './port/pagos';
export type * from './reservation-types';
export type * from './payment-types';
export type * from './privacy-types';
export type { ReferenceValueEntry, ReferenceValueRow } from './reference-value-types';
export type { BackendErrorCode } from './port/backend-error';
export { BackendError } from './port/backend-error';
