import { z } from 'zod/mini';
import { formatThousands } from '../format/clp';
import { readStored, removeStored, writeStored } from '../storage/typed-storage';
import { SLOT_TIMES } from './schedule';

/**
 * What the booking wizard hands to /pago and /payment-success, in the browser's storage under
 * the spec's key `paymentData`. It only identifies what was booked: pages show the price of the
 * plan from the catalogue (the database charged the same one), never the stored `price`.
 */
export const PAYMENT_DATA_KEY = 'paymentData';
/** The card payment being prepared (spec section 3), under `transbankPayment`. */
export const TRANSBANK_PAYMENT_KEY = 'transbankPayment';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const nonEmpty = () => z.string().check(z.minLength(1));

export const paymentDataSchema = z.object({
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
  hora: z.enum(SLOT_TIMES),
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
});
export type PaymentData = z.infer<typeof paymentDataSchema>;

export const transbankPaymentSchema = z.extend(paymentDataSchema, {
  transbankData: z.object({
    amount: z.string().check(z.regex(/^\d+$/)),
    orderId: z.string().check(z.regex(/^PL-\d+$/)),
    sessionId: nonEmpty(),
    returnUrl: z.string(),
    cancelUrl: z.string(),
  }),
});
export type TransbankPayment = z.infer<typeof transbankPaymentSchema>;

export const readPaymentData = (): PaymentData | undefined =>
  readStored(PAYMENT_DATA_KEY, paymentDataSchema);
export const writePaymentData = (data: PaymentData): boolean => writeStored(PAYMENT_DATA_KEY, data);
export const clearPaymentData = (): void => {
  removeStored(PAYMENT_DATA_KEY);
  removeStored(TRANSBANK_PAYMENT_KEY);
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

export const readTransbankPayment = (): TransbankPayment | undefined =>
  readStored(TRANSBANK_PAYMENT_KEY, transbankPaymentSchema);
export const writeTransbankPayment = (record: TransbankPayment): boolean =>
  writeStored(TRANSBANK_PAYMENT_KEY, record);

/** The spec's stored price text: '35.000'. */
export const storedPrice = (price: number): string => formatThousands(price);
