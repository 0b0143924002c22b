import { getPlan, isPlanId } from '@/content/catalogue/plans';
import { findService } from '@/content/catalogue/services';
import type { PaymentData } from '@/booking/model/payment-data';
import { SESSION_MINUTES } from '@/booking/model/schedule';
import { formatLongDate } from '@/lib/format/dates';
import { chileDateTimeToUtc } from '@/lib/time/chile-time';

export type MeetingMode = PaymentData['tipo_reunion'];

/** What was bought. The price always comes from the catalogue, never from stored text. */
export interface Purchase {
  title: string;
  price: number;
  /** A free consultation: price 0, or booked with the free payment method. */
  free: boolean;
  /** How long the consultation lasts ('45 minutos', '1 hora') or the work takes ('24-48 horas'). */
  duration: string;
  /** Document work delivered within `duration` (express services), rather than a meeting. */
  delivery: boolean;
}

/** When the consultation takes place, in Chilean time. */
export interface BookedSlot {
  reservaId: string;
  /** 'YYYY-MM-DD' */
  fecha: string;
  /** 'HH:MM' */
  hora: string;
  start: Date;
}

/** What the page may show about the visitor's own booking (stored by the booking wizard). */
export interface BookingDetails {
  /** The reservation: its payment state is read from the database. */
  reservaId: string;
  meetingMode: MeetingMode;
  email: string;
  /** Absent when the stored date or time is impossible: the rest of the page still shows. */
  slot?: BookedSlot;
  /**
   * An emergency request, which has no slot: when it was made (Chilean date and time) and the
   * phone the lawyer calls.
   */
  urgent?: { fecha: string; hora: string; telefono: string };
  /** The lawyer assigned, when the booking said. */
  lawyer?: string;
  /** The secret of the booking's reschedule link, when the booking gave it. */
  manageToken?: string;
}

export type PaymentOutcome =
  | { kind: 'cancelled' }
  | { kind: 'unknown-service' }
  | { kind: 'no-booking' }
  | { kind: 'success'; purchase: Purchase; booking?: BookingDetails; viaCard: boolean };

export interface OutcomeInput {
  /** The :serviceId of /payment-success/:serviceId. */
  serviceId?: string;
  search: URLSearchParams;
  /** The booking stored by the wizard (the card payment record on a return from Webpay). */
  stored?: PaymentData;
}

/** Whether the visitor is back from the card payment (Webpay's return URL). */
export const isCardReturn = (search: URLSearchParams): boolean =>
  search.get('method') === 'transbank';

/**
 * Webpay returns without a completed payment in two ways: the visitor aborted (TBK_TOKEN with
 * TBK_ORDEN_COMPRA) or the form timed out (TBK_ORDEN_COMPRA alone). A paid return carries only
 * token_ws.
 */
const cardPaymentAborted = (search: URLSearchParams): boolean =>
  search.has('TBK_TOKEN') || search.has('TBK_ORDEN_COMPRA');

type CatalogueItem = Omit<Purchase, 'free'>;

function planItem(id: string): CatalogueItem | undefined {
  if (!isPlanId(id)) return undefined;
  const plan = getPlan(id);
  return {
    title: plan.name,
    price: plan.price,
    duration: `${SESSION_MINUTES} minutos`,
    delivery: false,
  };
}

function serviceItem(id: string): CatalogueItem | undefined {
  const service = findService(id);
  return (
    service && {
      title: service.title,
      price: service.price,
      duration: service.duration,
      delivery: service.category === 'express',
    }
  );
}

/**
 * What an id names. Some ids are both a static service and a plan, at different prices
 * ('contratos-express', 'familia'). A stored booking is a plan booking (the wizard stores plan
 * ids), so with one for this id the plan wins; otherwise the id is a service id, as on
 * /payment/:serviceId, and plans are the fallback.
 */
function catalogueItem(id: string, bookedAsPlan: boolean): CatalogueItem | undefined {
  return bookedAsPlan ? (planItem(id) ?? serviceItem(id)) : (serviceItem(id) ?? planItem(id));
}

/** The stored slot, unless its date or time is impossible (storage only checks their shape). */
function bookedSlot(stored: PaymentData): BookedSlot | undefined {
  try {
    formatLongDate(stored.fecha);
    const start = chileDateTimeToUtc(stored.fecha, stored.hora);
    return { reservaId: stored.reservaId, fecha: stored.fecha, hora: stored.hora, start };
  } catch {
    return undefined;
  }
}

/**
 * What /payment-success shows. With a service id in the URL, that id decides what was bought and
 * the stored booking is shown only if it is for the same id; without one, the stored booking's
 * plan decides.
 */
export function resolvePaymentOutcome({ serviceId, search, stored }: OutcomeInput): PaymentOutcome {
  if (cardPaymentAborted(search)) return { kind: 'cancelled' };
  const id = serviceId ?? stored?.plan;
  if (id === undefined) return { kind: 'no-booking' };
  const own = stored?.plan === id ? stored : undefined;
  const item = catalogueItem(id, own !== undefined);
  if (!item) return { kind: 'unknown-service' };
  // A paid service without this browser's booking of it: there is no payment to speak of.
  if (!own && item.price > 0) return { kind: 'no-booking' };
  const slot = own && !own.urgente ? bookedSlot(own) : undefined;
  return {
    kind: 'success',
    purchase: { ...item, free: item.price === 0 || own?.paymentMethod === 'gratis' },
    booking: own && {
      reservaId: own.reservaId,
      meetingMode: own.tipo_reunion,
      email: own.cliente.email,
      slot,
      ...(own.urgente
        ? { urgent: { fecha: own.fecha, hora: own.hora, telefono: own.cliente.telefono } }
        : {}),
      ...(own.abogado ? { lawyer: own.abogado } : {}),
      ...(own.tokenGestion && !own.urgente ? { manageToken: own.tokenGestion } : {}),
    },
    viaCard: isCardReturn(search),
  };
}
