import { z } from 'zod/mini';
import { readStored, removeStored, writeStored } from '../storage/typed-storage';
import { SLOT_TIMES } from './schedule';

/**
 * What a visitor has typed and chosen in the booking wizard, kept in the browser so that a
 * reload, 'Anterior' or an error never loses it. It holds personal data, so it is short-lived:
 * older than a day it is dropped, and it is cleared once the booking is done (/payment-success).
 */
export const BOOKING_DRAFT_KEY = 'bookingDraft';
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const bookingDraftSchema = z.object({
  savedAt: z.number(),
  plan: z.string(),
  datos: z.object({
    nombre: z.string(),
    rut: z.string(),
    email: z.string(),
    telefono: z.string(),
    empresa: z.string(),
    descripcion: z.string(),
  }),
  fecha: z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  hora: z.nullable(z.enum(SLOT_TIMES)),
  tipoReunion: z.enum(['videollamada', 'telefonica']),
  /** The reservation made from this draft, once 'Proceder al Pago' booked it. */
  reservaId: z._default(z.nullable(z.uuid()), null),
});
export type BookingDraft = z.infer<typeof bookingDraftSchema>;

export const EMPTY_DATOS: BookingDraft['datos'] = {
  nombre: '',
  rut: '',
  email: '',
  telefono: '',
  empresa: '',
  descripcion: '',
};

/** The stored draft, unless it is missing, corrupt or older than a day. */
export function readBookingDraft(now = Date.now()): BookingDraft | undefined {
  const draft = readStored(BOOKING_DRAFT_KEY, bookingDraftSchema);
  if (draft && now - draft.savedAt > MAX_AGE_MS) {
    removeStored(BOOKING_DRAFT_KEY);
    return undefined;
  }
  return draft;
}

export function writeBookingDraft(draft: Omit<BookingDraft, 'savedAt'>, now = Date.now()): void {
  writeStored(BOOKING_DRAFT_KEY, { ...draft, savedAt: now });
}

export function clearBookingDraft(): void {
  removeStored(BOOKING_DRAFT_KEY);
}
