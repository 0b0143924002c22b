import type {
  AuditEntry,
  AuditPage,
  AuditQuery,
  AuditedTable,
  ErasureReport,
  RetentionReport,
} from '../privacy-types';
import type { Profile } from './profiles';

// Personal data: the audit trail of who saw or changed it, the retention schedule, and the
// signed-in person's own rights over it.

/** Admin: the audit trail of personal data; staff: record what a screen showed. */
export interface AuditoriaPort {
  list(query: AuditQuery): Promise<AuditPage>;
  /** The entries about one record, newest first. */
  ofRecord(table: AuditedTable, id: string): Promise<AuditEntry[]>;
  /** Staff at aal2: the records a screen just showed (one call per load). */
  logRead(table: AuditedTable, ids: readonly string[], screen: string): Promise<void>;
  /** The staff screen shown now (null: none): every request names it until it changes. */
  setScreen(screen: string | null): void;
}

/** Admin at aal2: the retention schedule applied by the database. */
export interface RetencionPort {
  /** What is due now; changes nothing. */
  preview(): Promise<RetentionReport>;
  /** Applies it now; each rule that touched rows is logged in the audit trail. */
  apply(): Promise<RetentionReport>;
}

/** What the account holder may correct of their profile. */
export interface ProfileChanges {
  nombre: string;
  telefono: string | null;
}

/** The signed-in person's rights over their own data (access, rectification, erasure). */
export interface MisDatosPort {
  /** Everything held about the person (public.exportar_mis_datos), as the database gives it. */
  export(): Promise<Record<string, unknown>>;
  /** Name and phone (the profile's own columns). */
  updateProfile(changes: ProfileChanges): Promise<Profile>;
  /**
   * Asks to change the sign-in address: it changes once the link sent to the new address is
   * followed (to `redirectTo`, with a `code` that auth.exchangeCode completes). In embedded
   * mode nothing can be e-mailed, so the link is returned for the UI to show.
   */
  changeEmail(email: string, redirectTo: string): Promise<{ demoLink?: string }>;
  /**
   * Deletes the account and erases or anonymises the person's data, except what a law makes
   * the firm keep (blocked, listed in the report). The session ends with the account.
   */
  deleteAccount(): Promise<ErasureReport>;
}
