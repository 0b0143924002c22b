import type { ReservationStatus } from './reservation-types';

// What the port says of payments: a booking's payments, the staff's view of them, a transfer
// declared, a card payment's redirect to Webpay and the sweep of unfinished ones.

export type PaymentStatus =
  'pendiente' | 'por_verificar' | 'aprobado' | 'rechazado' | 'anulado' | 'reembolsado';

/** One payment of a booking (table pagos): a card attempt or a declared transfer. */
export interface Payment {
  id: string;
  reservaId: string;
  metodo: 'transferencia' | 'tarjeta';
  estado: PaymentStatus;
  monto: number;
  /** Why it was rejected or annulled: a code for cards, the staff's words for transfers. */
  motivo: string | null;
  /** The transfer's receipt (operation) number. */
  numeroComprobante: string | null;
  /** Whether a receipt file was attached. */
  tieneArchivo: boolean;
  /** Webpay's buy order ('PL-' + booking code + attempt). */
  ordenCompra: string | null;
  codigoAutorizacion: string | null;
  ultimosDigitos: string | null;
  /** VD débito, VN crédito, VC/SI/S2/NC cuotas, VP prepago. */
  tipoPago: string | null;
  cuotas: number | null;
  codigoRespuesta: number | null;
  montoReembolsado: number | null;
  /** ISO instants. */
  createdAt: string;
  resueltoEn: string | null;
}

/** A payment with what staff need of its booking, for the Pagos view. */
export interface StaffPayment extends Payment {
  reserva: {
    nombre: string;
    email: string;
    fecha: string;
    hora: string;
    servicio: string;
    estado: ReservationStatus;
    expiraEn: string | null;
  };
}

/** What the booker may see of their booking's payment (no personal data). */
export interface BookingPayment {
  reservaEstado: ReservationStatus;
  /** ISO instant until which a pending booking holds its slot. */
  expiraEn: string | null;
  precio: number;
  metodoPago: 'transferencia' | 'tarjeta' | 'gratis' | null;
  /** The payment that counts (approved, to verify, refunded), else the latest attempt. */
  pago: {
    estado: PaymentStatus;
    metodo: 'transferencia' | 'tarjeta';
    monto: number;
    motivo: string | null;
    ordenCompra: string | null;
    numeroComprobante: string | null;
    /** A transfer's receipt file arrived: only then is the slot kept 48 hours to verify it. */
    tieneArchivo: boolean;
    codigoAutorizacion: string | null;
    ultimosDigitos: string | null;
    tipoPago: string | null;
    cuotas: number | null;
    fecha: string;
  } | null;
}

export interface TransferDeclaration {
  reservaId: string;
  /** The operation number on the bank's receipt. */
  numero: string;
  /** The receipt itself (PDF or image, up to 5 MB), optional. */
  archivo?: File;
}

/** Where the browser posts `token_ws` to open Webpay's form. */
export interface CardRedirect {
  url: string;
  token: string;
  ordenCompra: string;
}

export interface SweepSummary {
  revisados: number;
  aprobados: number;
  rechazados: number;
  anulados: number;
  en_curso: number;
}
