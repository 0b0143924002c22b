import { z } from 'zod/mini';
import { formatThousands } from '../../lib/format/clp';
import { readKept, removeKept, writeKept } from '../../lib/storage/kept-record';
import { currentOwner, type RecordOwner } from '../../lib/storage/record-owner';
import { PAYMENT_DATA_RULES, TRANSBANK_PAYMENT_RULES } from './booking-records';
import { SLOT_TIMES } from './schedule';

/**
 * What the booking wizard hands to /pago and /payment-success, in the browser's storage under
 * the spec's key `paymentData`. It only identifies what was booked: pages show the price of the
 * plan from the catalogue (the database charged the same one), never the stored `price`. Where,
 * for whom and how long it is kept: PAYMENT_DATA_RULES (this tab, the person who booked, the
 * 2 hours of the hold).
 */
export const PAYMENT_DATA_KEY = PAYMENT_DATA_RULES.key;
/** The card payment being prepared (spec section 3), under `transbankPayment`. */
export const TRANSBANK_PAYMENT_KEY = TRANSBANK_PAYMENT_RULES.key;

/** When reading: the moment to check the lifetime against, and whose record is wanted. */
interface ReadOptions {
  now?: number;
  person?: RecordOwner;
}

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** Any minute of the day (an emergency request's time); a booking's is one of SLOT_TIMES. */
const clockTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));
const nonEmpty = () => z.string().check(z.minLength(1));

const paymentDataFields = z.object({
  /** The spec's id: when the booking was made (a timestamp, as text). */
  id: z.string().check(z.regex(/^\d+$/)),
  /** The reservation crear_reserva returned: the booking's real identity. */
  reservaId: z.uuid(),
  plan: nonEmpty(),
  service: z.string(),
  category: z.string(),
  /** The price as the spec stores it ('35.000'). Shown nowhere: see above. */
  price: z.string(),
  fecha: isoDate,
  /** The booked slot, or when an emergency request was made. */
  hora: clockTime,
  tipo_reunion: z.enum(['videollamada', 'telefonica']),
  cliente: z.object({
    nombre: nonEmpty(),
    email: z.string().check(z.minLength(3)),
    telefono: nonEmpty(),
    empresa: z.optional(z.string()),
  }),
  descripcion: z.optional(z.string()),
  paymentMethod: z.optional(z.literal('gratis')),
  paymentStatus: z.optional(z.literal('completed')),
  /**
   * An emergency request (crear_solicitud_urgente): no slot; `fecha` and `hora` are when it was
   * made, and the firm calls back within company.emergencyContactMinutes.
   */
  urgente: z.optional(z.literal(true)),
  /** The name of the lawyer the database assigned, when known at booking. */
  abogado: z.optional(nonEmpty()),
  /**
   * The secret of the booking's reschedule link (/reserva/gestionar?token=): the confirmation
   * shows the link, so whoever booked without an account can move it.
   */
  tokenGestion: z.optional(nonEmpty()),
});

/** A booking is at one of the day's times; only an emergency request has another. */
const slotOrUrgent = z.refine<{ hora: string; urgente?: true | undefined }>(
  (data) => data.urgente === true || (SLOT_TIMES as readonly string[]).includes(data.hora),
);

export const paymentDataSchema = paymentDataFields.check(slotOrUrgent);
export type PaymentData = z.infer<typeof paymentDataSchema>;

export const transbankPaymentSchema = z
  .extend(paymentDataFields, {
    transbankData: z.object({
      amount: z.string().check(z.regex(/^\d+$/)),
      orderId: z.string().check(z.regex(/^PL-\d+$/)),
      sessionId: nonEmpty(),
      returnUrl: z.string(),
      cancelUrl: z.string(),
    }),
  })
  .check(slotOrUrgent);
export type TransbankPayment = z.infer<typeof transbankPaymentSchema>;

export const readPaymentData = (options?: ReadOptions): PaymentData | undefined =>
  readKept(PAYMENT_DATA_RULES, paymentDataSchema, options)?.value;
/** Stores the booking for the person using this tab (the booker). */
export const writePaymentData = (data: PaymentData, now = Date.now()): boolean =>
  writeKept(PAYMENT_DATA_RULES, data, currentOwner(), now);
export const clearPaymentData = (): void => {
  removeKept(PAYMENT_DATA_RULES);
  removeKept(TRANSBANK_PAYMENT_RULES);
};

/**
 * The card payment record of spec section 3: the payment data plus what Webpay needs (amount
 * without dots, an order id 'PL-' + timestamp, the session, and where Webpay returns).
 */
export function transbankPayment(
  data: PaymentData,
  price: number,
  origin: string,
  now: number,
): TransbankPayment {
  return {
    ...data,
    transbankData: {
      amount: String(price),
      orderId: `PL-${String(now)}`,
      sessionId: data.id,
      returnUrl: `${origin}/payment-success?method=transbank`,
      cancelUrl: `${origin}/pago`,
    },
  };
}

export const readTransbankPayment = (options?: ReadOptions): TransbankPayment | undefined =>
  readKept(TRANSBANK_PAYMENT_RULES, transbankPaymentSchema, options)?.value;
/**
 * Stores the card payment for the person using this tab. It lasts as long as the hold of the
 * booking it pays, so its clock starts when that booking was made (the spec's `id`), not now.
 */
export const writeTransbankPayment = (record: TransbankPayment, now = Date.now()): boolean =>
  writeKept(TRANSBANK_PAYMENT_RULES, record, currentOwner(), Math.min(Number(record.id), now));

/** The spec's stored price text: '35.000'. */
export const storedPrice = (price: number): string => formatThousands(price);
