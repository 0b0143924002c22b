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

export interface Session {
  accessToken: string;
  refreshToken: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  user: AuthUser;
}

export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'PASSWORD_RECOVERY'
  | 'USER_UPDATED';

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

export interface Reservation {
  id: string;
  userId: string | null;
  nombre: string;
  rut: string;
  email: string;
  telefono: string;
  empresa: string | null;
  /** YYYY-MM-DD, a Chilean calendar date. */
  fecha: string;
  /** HH:MM, one of the 13 slots. */
  hora: string;
  descripcion: string | null;
  plan: string;
  servicio: string;
  precio: number;
  categoria: string;
  tipoReunion: MeetingType | 'presencial';
  estado: ReservationStatus;
  /** ISO instant until which a pending booking holds its slot. */
  expiraEn: string | null;
  recordatorioEnviado: boolean;
  /** How the client paid or will pay; null until known (a transfer not yet chosen). */
  metodoPago: 'transferencia' | 'tarjeta' | 'gratis' | null;
  createdAt: string;
}

export interface NewReservation {
  nombre: string;
  rut: string;
  email: string;
  telefono: string;
  fecha: string;
  hora: string;
  plan: string;
  tipoReunion: MeetingType;
  descripcion?: string;
  empresa?: string;
}

export interface OccupiedSlot {
  fecha: string;
  hora: string;
}

export interface Statistics {
  totalUsuarios: number;
  usuariosActivos: number;
  totalReservas: number;
  notificaciones: {
    total: number;
    enviadas: number;
    fallidas: number;
    pendientes: number;
    ultimaEjecucion: string | null;
  };
}

/** A page of the staff's booking list: filters applied in the database, newest date first. */
export interface ReservationQuery {
  /** Matched against name, e-mail, RUT, phone and service, ignoring case. */
  texto?: string;
  estado?: ReservationStatus;
  /** YYYY-MM-DD bounds on `fecha`, inclusive. */
  desde?: string;
  hasta?: string;
  /** 0-based. */
  page: number;
  pageSize: number;
}

export interface ReservationPage {
  rows: Reservation[];
  /** Rows matching the filters, across all pages. */
  total: number;
}

export type NotificationType =
  | 'nueva_reserva'
  | 'notificacion_abogado'
  | 'recordatorio'
  | 'recordatorio_abogado'
  | 'comprobante'
  | 'test';
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

export type NotificationEntry = Omit<NotificationLog, 'id' | 'createdAt'>;

/** The outcome of one notification, as the webhook client reports it (spec section 3). */
export interface NotificationDelivery {
  reservaId: string;
  tipo: 'nueva_reserva' | 'notificacion_abogado';
  estado: 'pendiente' | 'enviado' | 'fallido';
  intentos: number;
  ultimoError: string | null;
  webhookResponse: unknown;
}

export interface SignUpInput {
  email: string;
  password: string;
  nombre: string;
  telefono?: string;
}

export interface ContactMessage {
  nombre: string;
  email: string;
  mensaje: string;
  telefono?: string;
  servicio?: string;
}

export interface BackendPort {
  /** 'embedded' shows the demo accounts on the login page. */
  mode: 'embedded' | 'supabase';
  auth: {
    signIn(email: string, password: string): Promise<Session>;
    /** Returns the session when the account can be used at once (no e-mail confirmation). */
    signUp(input: SignUpInput): Promise<Session | null>;
    signOut(): Promise<void>;
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
  };
  profiles: {
    getMine(): Promise<Profile | null>;
    list(): Promise<Profile[]>;
    setActive(userId: string, active: boolean): Promise<void>;
    setRole(userId: string, role: Role): Promise<void>;
  };
  reservas: {
    create(input: NewReservation): Promise<Reservation>;
    occupied(from: string, to: string): Promise<OccupiedSlot[]>;
    list(): Promise<Reservation[]>;
    get(id: string): Promise<Reservation | null>;
    setStatus(id: string, estado: ReservationStatus): Promise<void>;
    remove(id: string): Promise<void>;
    /** The signed-in client cancels their own booking, up to 4 hours before it (SQL-enforced). */
    cancel(id: string): Promise<Reservation>;
    /** Staff: one page of the booking list, filtered and counted in the database. */
    search(query: ReservationQuery): Promise<ReservationPage>;
    /** Admin: bookings of `fecha` still due a reminder (pendiente or confirmada, not reminded). */
    dueReminders(fecha: string): Promise<Reservation[]>;
    markReminderSent(id: string): Promise<void>;
  };
  notificaciones: {
    /**
     * Logs what happened to a new booking's notification. Open to the visitor who just booked
     * (within 30 minutes, once per event); staff use the full log (issue 5).
     */
    recordBookingNotice(delivery: NotificationDelivery): Promise<void>;
    /** Admin: the latest entries of the log, newest first. */
    list(limit: number): Promise<NotificationLog[]>;
    /** Admin: failed deliveries with fewer than 3 attempts, newest first (to resend). */
    failed(): Promise<NotificationLog[]>;
    /** Admin: logs a delivery (reminders, tests); returns its id. */
    insert(entry: NotificationEntry): Promise<string>;
    /** Admin: records the outcome of a resend on the same entry. */
    update(id: string, entry: NotificationEntry): Promise<void>;
  };
  /** Admin: the checks of the notification panel's diagnostics suite (spec section 7). */
  diagnostics: {
    /** The connection check: reads one profile id. */
    ping(): Promise<void>;
    /** Reads one row of a table, to prove access to it. */
    readTable(table: 'reservas' | 'notificaciones' | 'pagos'): Promise<void>;
    /** Inserts a confirmed test booking (marked by its e-mail); returns its id. */
    insertTestReservation(slot: { fecha: string; hora: string }): Promise<string>;
    counts(): Promise<{ reservas: number; profiles: number }>;
    /** Removes the test bookings and the log entries of no booking; returns what it removed. */
    cleanUp(): Promise<{ reservas: number; notificaciones: number }>;
  };
  statistics(): Promise<Statistics>;
  newsletter: { subscribe(email: string): Promise<void> };
  contact: { send(message: ContactMessage): Promise<string> };
}

/** A failed backend operation; `message` is Spanish and meant for the user. */
export class BackendError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'BackendError';
  }
}
