import type {
  CompanySettings,
  PayloadOptions,
} from '../../supabase/functions/_shared/notify/payloads.ts';
import type { NotifyEvent } from '../../supabase/functions/_shared/notify/notice-kinds.ts';
import type { CalendarDay } from './calendar-types';
import type { RightsRequestsPort } from './rights-requests-port';
import type {
  NewReservation,
  NewUrgentRequest,
  OccupiedSlot,
  Reservation,
  ReservationPage,
  ReservationQuery,
  Statistics,
} from './reservation-types';
import type {
  BookingPayment,
  CardRedirect,
  StaffPayment,
  SweepSummary,
  TransferDeclaration,
} from './payment-types';
import type {
  AuditEntry,
  AuditPage,
  AuditQuery,
  AuditedTable,
  ErasureReport,
  RetentionReport,
} from './privacy-types';
import type { ReferenceValueEntry, ReferenceValueRow } from './reference-value-types';

export type { ReferenceValueEntry, ReferenceValueRow };

/**
 * The backend port: every data operation the UI uses, as typed async functions grouped by entity.
 * Two adapters implement it: the embedded one (PGlite in the browser, the default) and the
 * Supabase one (hosted). UI code calls the port through react-query hooks; it never imports
 * supabase-js or PGlite. Errors are BackendError with a Spanish message the UI shows as it is.
 */

export type Role = 'admin' | 'abogado' | 'cliente';
export type ReservationStatus =
  'pendiente' | 'confirmada' | 'cancelada' | 'completada' | 'expirada';
export type MeetingType = 'videollamada' | 'telefonica';

export interface AuthUser {
  id: string;
  email: string;
}

/**
 * How strongly this session proved who it is: `aal1` a password (or a link, or Google), `aal2` a
 * password and a verified second factor. Staff rights need `aal2`; the database checks it.
 */
export type AssuranceLevel = 'aal1' | 'aal2';

export interface Session {
  accessToken: string;
  refreshToken: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  user: AuthUser;
  aal: AssuranceLevel;
}

export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'PASSWORD_RECOVERY'
  | 'USER_UPDATED'
  | 'MFA_CHALLENGE_VERIFIED';

/** 'local' this device, 'global' every device, 'others' every device but this one. */
export type SignOutScope = 'local' | 'global' | 'others';

/** A verified authenticator app (TOTP) of the signed-in account. */
export interface TotpFactor {
  id: string;
  nombre: string;
  /** ISO instant it was confirmed. */
  createdAt: string;
}

/** A factor being added: shown as a QR code and as the secret for manual entry. */
export interface TotpEnrollment {
  factorId: string;
  /** Base32, as authenticator apps take it. */
  secret: string;
  /** The otpauth:// URI the QR code carries. */
  uri: string;
}

/** Where the session is (`current`) and where it can get (`next`: aal2 when a factor exists). */
export interface Assurance {
  current: AssuranceLevel;
  next: AssuranceLevel;
}

/** A way to sign in linked to the account: 'email' (the password) or an OAuth provider. */
export interface LinkedIdentity {
  id: string;
  provider: string;
  email: string | null;
  createdAt: string | null;
}

export interface Profile {
  id: string;
  userId: string;
  nombre: string;
  email: string;
  telefono: string | null;
  role: Role;
  isActive: boolean;
  createdAt: string;
}

export type * from './reservation-types';

/** A notice's kind: the one list is NOTIFY_EVENTS (the notification protocol). */
export type NotificationType = NotifyEvent;
export type NotificationStatus = 'pendiente' | 'enviado' | 'fallido';

/** One row of the notification log (table notificaciones). */
export interface NotificationLog {
  id: string;
  reservaId: string | null;
  tipo: NotificationType;
  estado: NotificationStatus;
  intentos: number;
  /** ISO instant of the successful delivery. */
  fechaEnvio: string | null;
  ultimoError: string | null;
  webhookResponse: unknown;
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

export interface SignUpInput {
  email: string;
  password: string;
  nombre: string;
  telefono?: string;
  /**
   * The version of the privacy notice shown beside the sign-up form; stored with the account.
   * Absent for accounts made without a form.
   */
  avisoVersion?: string;
}

/**
 * What a sign-up answers. Where addresses are confirmed (both modes, as deployed), the account is
 * not signed in until the link sent to the address is followed; the answer never says whether the
 * address already had an account (that would tell anyone who owns which address).
 */
export interface SignUpAnswer {
  /** The session when the account can be used at once (a project that does not confirm). */
  session: Session | null;
  /**
   * Embedded mode, where nothing can be e-mailed: the confirmation link, for the page to show.
   * Absent when there is no account to confirm (the address was confirmed already).
   */
  demoLink?: string;
}

export type NewsletterResult = 'suscrito' | 'ya_suscrito';

export interface NewsletterSubscription {
  result: NewsletterResult;
  /**
   * The token of the subscriber's unsubscribe link, given only when the address was subscribed
   * by this call (never for one already on the list: typing an e-mail must not reveal it).
   */
  tokenBaja: string | null;
}

/** Where an unsubscribe link ended: the subscription ended now, or had already ended. */
export type UnsubscribeResult = 'baja' | 'ya_de_baja';

export interface ContactMessage {
  nombre: string;
  email: string;
  mensaje: string;
  telefono?: string;
  servicio?: string;
  /** The version of the privacy notice shown beside the form; stored with the message. */
  avisoVersion: string;
}

export type * from './payment-types';
export type * from './privacy-types';

/** What the account holder may correct of their profile. */
export interface ProfileChanges {
  nombre: string;
  telefono: string | null;
}

export interface BackendPort {
  /** 'embedded' shows the demo accounts on the login page. */
  mode: 'embedded' | 'supabase';
  auth: {
    /** An account whose address is not confirmed yet is refused ('correo_sin_confirmar'). */
    signIn(email: string, password: string): Promise<Session>;
    /**
     * Creates an account (a cliente) whose address is confirmed by a link leading to
     * `redirectTo` with a `code` that exchangeCode completes (signing the person in).
     */
    signUp(input: SignUpInput, redirectTo: string): Promise<SignUpAnswer>;
    /**
     * Sends the confirmation link again, for an account whose address is not confirmed yet (and
     * nothing otherwise, with the same answer). In embedded mode the link is returned to show.
     */
    resendConfirmation(email: string, redirectTo: string): Promise<{ demoLink?: string }>;
    /** Ends this session ('local', the default), every session, or every other one. */
    signOut(scope?: SignOutScope): Promise<void>;
    getSession(): Promise<Session | null>;
    /**
     * Sends a reset link to the address, leading to `redirectTo` with a `code` parameter. In
     * embedded mode nothing can be e-mailed, so the link is returned for the UI to show.
     */
    requestPasswordReset(email: string, redirectTo: string): Promise<{ demoLink?: string }>;
    /** Completes a link (password reset, e-mail confirmation) by its `code`: signs the user in. */
    exchangeCode(code: string): Promise<Session>;
    updatePassword(password: string): Promise<void>;
    onAuthStateChange(listener: (event: AuthEvent, session: Session | null) => void): () => void;
    /**
     * Two-step verification with an authenticator app (TOTP: 6 digits, 30 s). A verified code
     * raises the session to aal2; each code is taken once; wrong codes make the person wait.
     */
    mfa: {
      factors(): Promise<TotpFactor[]>;
      assurance(): Promise<Assurance>;
      /** Starts adding a factor (only while the account has none). */
      enroll(): Promise<TotpEnrollment>;
      /** Confirms a new factor with a code from the app: it is on, and the session is aal2. */
      confirmEnrollment(factorId: string, code: string): Promise<void>;
      /** The second step of a sign-in. */
      verify(factorId: string, code: string): Promise<void>;
      /** Turns a factor off, with a current code from it. */
      unenroll(factorId: string, code: string): Promise<void>;
      /**
       * An admin (at aal2) removes every factor of another staff member who lost the phone, and
       * ends that person's sessions; recorded with who, whom and when. Returns how many.
       */
      resetFor(userId: string): Promise<number>;
      /** Embedded mode only, for the demo accounts' factor: its current code (else null). */
      demoCode?: () => Promise<string | null>;
    };
    /** Google sign-in (PKCE) and linked identities; null where it cannot work (embedded mode). */
    oauth: {
      signInWithGoogle(redirectTo: string): Promise<void>;
      identities(): Promise<LinkedIdentity[]>;
      linkGoogle(redirectTo: string): Promise<void>;
      /** Never the last way to sign in. */
      unlink(identityId: string): Promise<void>;
    } | null;
  };
  profiles: {
    getMine(): Promise<Profile | null>;
    list(): Promise<Profile[]>;
    setActive(userId: string, active: boolean): Promise<void>;
    setRole(userId: string, role: Role): Promise<void>;
  };
  reservas: {
    create(input: NewReservation): Promise<Reservation>;
    /**
     * An emergency request, taken at any hour (crear_solicitud_urgente): plan emergencia at its
     * catalogue price, pending its payment, with no slot. One under way per person.
     */
    requestUrgent(input: NewUrgentRequest): Promise<Reservation>;
    occupied(from: string, to: string): Promise<OccupiedSlot[]>;
    /** Each day from `from` to `to` (at most 62 days apart): its times, or why it is closed. */
    calendar(from: string, to: string): Promise<CalendarDay[]>;
    list(): Promise<Reservation[]>;
    get(id: string): Promise<Reservation | null>;
    setStatus(id: string, estado: ReservationStatus): Promise<void>;
    remove(id: string): Promise<void>;
    /** The signed-in client cancels their own booking, up to 4 hours before it (SQL-enforced). */
    cancel(id: string): Promise<Reservation>;
    /**
     * The signed-in owner withdraws the authorisation for the sensitive data of a booking's
     * description: the description is erased at once (SQL-enforced: the owner only).
     */
    withdrawSensitiveConsent(id: string): Promise<Reservation>;
    /** Staff: one page of the booking list, filtered and counted in the database. */
    search(query: ReservationQuery): Promise<ReservationPage>;
    /** Days between two dates whose free consultations are all taken (YYYY-MM-DD). */
    freeQuotaFull(from: string, to: string): Promise<string[]>;
    /**
     * Admin: bookings of `fecha` still due a reminder (pendiente or confirmada, not reminded);
     * never an emergency request, which has no appointment to remind of.
     */
    dueReminders(fecha: string): Promise<Reservation[]>;
    markReminderSent(id: string): Promise<void>;
  };
  notificaciones: {
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
  };
  /** Admin: the checks of the notification panel's diagnostics suite (spec section 7). */
  diagnostics: {
    /** The connection check: reads one profile id. */
    ping(): Promise<void>;
    /** Reads one row of a table, to prove access to it. */
    readTable(table: 'reservas' | 'notificaciones' | 'pagos'): Promise<void>;
    /** Creates a confirmed test booking (marked by its e-mail) on a free slot; returns its id. */
    insertTestReservation(slot: { fecha: string; hora: string }): Promise<string>;
    counts(): Promise<{ reservas: number; profiles: number }>;
    /** Removes the test bookings and the log entries of no booking; returns what it removed. */
    cleanUp(): Promise<{ reservas: number; notificaciones: number }>;
  };
  statistics(): Promise<Statistics>;
  newsletter: {
    /**
     * Subscribes the address with its explicit consent and the notice version shown: 'suscrito'
     * when it is new (or back after a 'baja'), 'ya_suscrito' when it was on the list.
     */
    subscribe(email: string, avisoVersion: string): Promise<NewsletterSubscription>;
    /** Ends the subscription of an unsubscribe link's token; a second time changes nothing. */
    unsubscribe(token: string): Promise<UnsubscribeResult>;
    /** Whether the signed-in account's e-mail is subscribed (and has not left). */
    mine(): Promise<{ suscrito: boolean }>;
    /** Ends the signed-in account's own subscription, if any. */
    stopMine(): Promise<void>;
  };
  contact: { send(message: ContactMessage): Promise<string> };
  /** Admin: the audit trail of personal data; staff: record what a screen showed. */
  auditoria: {
    list(query: AuditQuery): Promise<AuditPage>;
    /** The entries about one record, newest first. */
    ofRecord(table: AuditedTable, id: string): Promise<AuditEntry[]>;
    /** Staff at aal2: the records a screen just showed (one call per load). */
    logRead(table: AuditedTable, ids: readonly string[], screen: string): Promise<void>;
    /** The staff screen shown now (null: none): every request names it until it changes. */
    setScreen(screen: string | null): void;
  };
  /** Admin: the calculators' reference values (UF, UTM, ingreso mínimo). */
  valoresReferencia: {
    /** The values in force, each with its date, origin and source. */
    inForce(): Promise<ReferenceValueRow[]>;
    /** Enters a value by hand with its reason (audited); refused outside its plausible range. */
    correct(entry: ReferenceValueEntry): Promise<void>;
  };
  /** Admin at aal2: the retention schedule applied by the database. */
  retencion: {
    /** What is due now; changes nothing. */
    preview(): Promise<RetentionReport>;
    /** Applies it now; each rule that touched rows is logged in the audit trail. */
    apply(): Promise<RetentionReport>;
  };
  /** The signed-in person's rights over their own data (access, rectification, erasure). */
  misDatos: {
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
  };
  pagos: {
    /**
     * Starts a card payment of a pending booking through the webpay-create function (the amount
     * is the booking's); its booker only: the signed-in owner, or whoever holds the id of a
     * booking made without an account.
     */
    startCard(reservaId: string): Promise<CardRedirect>;
    /**
     * After Webpay's return: makes sure the outcome of this buy order is recorded. Hosted, the
     * return function already did; embedded, the browser's database records what the local
     * function got from Webpay, under the same SQL rules.
     */
    settleCard(ordenCompra: string): Promise<void>;
    /**
     * The booker declares a transfer. With the receipt file the slot is kept 48 hours for the
     * firm to verify it; with the operation number alone the hold keeps its end.
     */
    declareTransfer(input: TransferDeclaration): Promise<BookingPayment>;
    /** The payment state of a booking, for its booker (or staff). */
    ofBooking(reservaId: string): Promise<BookingPayment>;
    /** The payments the caller may read: a client's own, or all for staff. */
    list(): Promise<StaffPayment[]>;
    /** Staff: the transfer arrived; the booking is confirmed. */
    verify(pagoId: string): Promise<void>;
    /** Staff: no such transfer, with the reason the client reads. */
    reject(pagoId: string, motivo: string): Promise<void>;
    /** Staff: the receipt file of a transfer, if one was attached. */
    receipt(pagoId: string): Promise<Blob | null>;
    /** Admin: settles card payments left without a return. */
    sweep(): Promise<SweepSummary>;
    /** Admin: refunds the card payment of a cancelled booking. */
    refund(pagoId: string): Promise<void>;
  };
  /** Data-protection rights requests from people without an account, and the admin's view. */
  solicitudes: RightsRequestsPort;
}

/**
 * The stable name of a rule a refusal broke: the database's `hint` (horario_ocupado,
 * limite_reservas, ultimo_admin, ...), 'sin_permiso' for Postgres's own refusals, or the
 * adapters' own ('credenciales', 'sin_conexion', 'desconocido').
 */
export type BackendErrorCode =
  | 'horario_ocupado'
  | 'hora_pasada'
  | 'horario_invalido'
  | 'dia_cerrado'
  | 'fuera_de_plazo'
  | 'plan_desconocido'
  | 'nombre_invalido'
  | 'rut_invalido'
  | 'documento_invalido'
  | 'edad_requerida'
  | 'aviso_invalido'
  | 'terminos_requeridos'
  | 'sensibles_requerido'
  | 'email_invalido'
  | 'telefono_invalido'
  | 'empresa_invalida'
  | 'descripcion_invalida'
  | 'mensaje_invalido'
  | 'dato_invalido'
  | 'dato_demasiado_largo'
  | 'tipo_reunion'
  | 'limite_reservas'
  | 'limite_urgentes'
  | 'limite_gratuitas'
  | 'cupo_gratuito'
  | 'demasiadas_reservas'
  | 'limite_mensajes'
  | 'limite_global'
  | 'cuenta_desactivada'
  | 'cuenta_existente'
  | 'sin_sesion'
  | 'acceso_denegado'
  | 'ultimo_admin'
  | 'transicion_invalida'
  | 'reserva_no_encontrada'
  | 'aviso_no_encontrado'
  | 'aviso_enviado'
  | 'aviso_agotado'
  | 'aviso_en_curso'
  | 'aviso_vencido'
  | 'limite_avisos'
  | 'reserva_inactiva'
  | 'rango_invalido'
  | 'sin_cobro'
  | 'pago_existente'
  | 'transferencia_en_revision'
  | 'valor_fuera_de_rango'
  | 'valor_desconocido'
  | 'fecha_invalida'
  | 'pago_en_curso'
  | 'reserva_vencida'
  | 'demasiados_intentos'
  | 'comprobante_invalido'
  | 'archivo_invalido'
  | 'pago_no_encontrado'
  | 'pago_no_verificable'
  | 'motivo_invalido'
  | 'reembolso_invalido'
  | 'webpay_no_disponible'
  | 'sin_permiso'
  | 'credenciales'
  | 'correo_sin_confirmar'
  | 'codigo_invalido'
  | 'codigo_usado'
  | 'espera_codigo'
  | 'factor_existente'
  | 'limite_codigos'
  | 'solicitud_no_encontrada'
  | 'prorroga_no_permitida'
  | 'requiere_aal2'
  | 'ultima_identidad'
  | 'enlace_invalido'
  | 'correo_en_uso'
  | 'reserva_bloqueada'
  | 'verificacion_humana'
  | 'sin_conexion'
  | 'desconocido';

/** A failed backend operation; `message` is Spanish and meant for the user. */
export class BackendError extends Error {
  constructor(
    message: string,
    readonly code: BackendErrorCode = 'desconocido',
    /** The SQLSTATE, when the database raised it. */
    readonly sqlState?: string,
  ) {
    super(message);
    this.name = 'BackendError';
  }
}
