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
  };
  notificaciones: {
    /**
     * Logs what happened to a new booking's notification. Open to the visitor who just booked
     * (within 30 minutes, once per event); staff use the full log (issue 5).
     */
    recordBookingNotice(delivery: NotificationDelivery): Promise<void>;
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
