// What the port says of personal data: the audit trail, the retention report and an erasure's
// report.

/** What an audit entry records: a read, a change, or what the retention run did. */
export type AuditAction =
  'leer' | 'crear' | 'cambiar' | 'eliminar' | 'exportar' | 'anonimizar' | 'bloquear' | 'retencion';

/** The tables whose staff reads are recorded. */
export type AuditedTable = 'reservas' | 'profiles' | 'pagos';

/** One entry of the audit trail (table auditoria): who did what to which record, and when. */
export interface AuditEntry {
  id: number;
  /** ISO instant. */
  creadoEn: string;
  actor: string | null;
  actorEmail: string | null;
  actorRol: string | null;
  accion: AuditAction;
  tabla: string;
  registro: string | null;
  /** Whose data: the account and the e-mail, when known. */
  titular: string | null;
  titularEmail: string | null;
  /** The screen the request came from. */
  pantalla: string | null;
  detalle: Record<string, unknown>;
}

/** A page of the audit trail, newest first; filters apply in the database. */
export interface AuditQuery {
  /** Part of the actor's e-mail, ignoring case. */
  actorEmail?: string;
  accion?: AuditAction;
  tabla?: string;
  registro?: string;
  /** YYYY-MM-DD bounds (Chilean calendar days), inclusive. */
  desde?: string;
  hasta?: string;
  /** 0-based. */
  page: number;
  pageSize: number;
}

export interface AuditPage {
  rows: AuditEntry[];
  total: number;
}

/** Per retention rule (its key in RETENTION_RULES): what is due now and what a run applied. */
export type RetentionReport = Record<
  string,
  {
    pendientes: number;
    aplicados: number;
  }
>;

/** Why a booking is kept after an erasure, and until when (YYYY-MM-DD). */
export interface BlockReason {
  /** 'registro_contable' (a paid booking) or 'asunto_en_curso' (a consultation still ahead). */
  codigo: string;
  texto: string;
  hasta: string;
}

/** What an erasure did with the person's data (private.suprimir_titular). */
export interface ErasureReport {
  /** ISO instant. */
  fecha: string;
  /** Rows deleted: tabla is 'usuarios', 'profiles', 'mensajes_contacto', 'suscriptores'. */
  eliminados: { tabla: string; id: string }[];
  /** Bookings whose personal data were replaced (date, plan, price and state stay). */
  anonimizados: { id: string; codigo: string; fecha: string; servicio: string }[];
  /** Bookings kept because a law requires it, with the reasons and the date the block ends. */
  bloqueados: {
    id: string;
    codigo: string;
    fecha: string;
    servicio: string;
    hasta: string;
    motivos: BlockReason[];
    /** What is kept, in words ('nombre', 'documento', 'monto', ...). */
    conserva: string[];
  }[];
}
