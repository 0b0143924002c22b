/**
 * Requests to exercise a data-protection right from people without an account, and the admin's
 * handling of them (table solicitudes_derechos). Part of the backend port (`port.solicitudes`).
 */

export type RightKind =
  'acceso' | 'rectificacion' | 'supresion' | 'oposicion' | 'portabilidad' | 'bloqueo';

export type RightsRequestStatus = 'recibida' | 'en_curso' | 'respondida' | 'rechazada';

export interface NewRightsRequest {
  derecho: RightKind;
  email: string;
  nombre: string;
  /** What the request concerns, in the person's words (10 to 2000 characters). */
  detalle: string;
  /**
   * The 6-digit code e-mailed to `email`: the only proof accepted, since it shows control of the
   * address (anyone can book with any address, so a booking code proves nothing).
   */
  codigo: string;
}

/** The acknowledgement shown at once. */
export interface RightsRequestReceipt {
  codigo: string;
  derecho: RightKind;
  /** ISO instant. */
  recibidaEn: string;
  /** YYYY-MM-DD. */
  venceEn: string;
}

/** What the requester may read of their request. */
export interface RightsRequestPublicStatus extends RightsRequestReceipt {
  estado: RightsRequestStatus;
  prorrogaHasta: string | null;
  /** Why the one extension was taken (the firm tells the requester). */
  prorrogaMotivo: string | null;
  respondidaEn: string | null;
  /** Whether the firm answered; the answer itself is shown only with an e-mailed code. */
  respuestaDisponible: boolean;
  /** The answer, when the look-up carried a valid e-mailed code. */
  respuesta: string | null;
}

/** A request as the admin sees it. */
export interface RightsRequest {
  id: string;
  codigo: string;
  derecho: RightKind;
  email: string;
  nombre: string;
  detalle: string;
  /** 'codigo_reserva' only on requests filed before a booking code stopped counting as proof. */
  verificadaPor: 'codigo_email' | 'codigo_reserva';
  reservaId: string | null;
  recibidaEn: string;
  venceEn: string;
  prorrogaHasta: string | null;
  prorrogaMotivo: string | null;
  /** The date that counts now: the extension's, else the first one (YYYY-MM-DD). */
  plazo: string;
  estado: RightsRequestStatus;
  respuesta: string | null;
  motivoRechazo: string | null;
  respondidaEn: string | null;
  respondidaPorEmail: string | null;
  /** What the export or the erasure reported, kept with the proof. */
  resultado: Record<string, unknown> | null;
}

export interface RightsRequestsPort {
  /**
   * Sends a 6-digit code to the address (valid 15 minutes and once; 3 an hour per address; a new
   * code voids no earlier one). In embedded mode nothing can be e-mailed: the code comes back for
   * the page to show.
   */
  requestCode(email: string): Promise<{ demoCode?: string }>;
  /** Records a request once the code holds; a wrong code counts against its limit. */
  file(request: NewRightsRequest): Promise<RightsRequestReceipt>;
  /**
   * The requester's own request, by its number and their e-mail; null when they do not match.
   * With `codigoEmail` (a code e-mailed to that address) it carries the answer's text too.
   */
  status(
    codigo: string,
    email: string,
    codigoEmail?: string,
  ): Promise<RightsRequestPublicStatus | null>;
  admin: {
    /** Admin (aal2): every request, the nearest due date first, optionally of one status. */
    list(estado?: RightsRequestStatus): Promise<RightsRequest[]>;
    get(id: string): Promise<RightsRequest | null>;
    start(id: string): Promise<RightsRequest>;
    /** The one extension the law allows (1 to 30 calendar days), with its reason. */
    extend(id: string, dias: number, motivo: string): Promise<RightsRequest>;
    answer(id: string, respuesta: string): Promise<RightsRequest>;
    /** A denial: its reason; the stored answer adds the right to complain to the Agencia. */
    reject(id: string, motivo: string): Promise<RightsRequest>;
    /** Everything held about the requester (JSON). */
    exportFor(id: string): Promise<unknown>;
    /** Deletes, anonymises or blocks the requester's data; returns the report. */
    eraseFor(id: string): Promise<Record<string, unknown>>;
  };
}
