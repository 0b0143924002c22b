import { z } from 'zod/mini';
import { DOCUMENT_TYPES } from '../../lib/identity/document';
import { readKept, removeKept, writeKept, type KeptRecord } from '../../lib/storage/kept-record';
import type { RecordOwner } from '../../lib/storage/record-owner';
import { BOOKING_DRAFT_RULES } from './booking-records';
import { SLOT_TIMES } from './schedule';

/**
 * What a visitor has typed and chosen in the booking wizard (and the services' booking dialog),
 * kept so that a reload, 'Anterior' or an error never loses it. It holds personal data, so it
 * follows BOOKING_DRAFT_RULES: this tab only, dropped after two idle hours, for one person only;
 * and it is removed once the booking exists and when the person signs out.
 */
export const BOOKING_DRAFT_KEY = BOOKING_DRAFT_RULES.key;

export const bookingDraftSchema = z.object({
  plan: z.string(),
  datos: z.object({
    nombre: z.string(),
    // Drafts kept before the document type was asked hold a RUT.
    tipoDocumento: z._default(z.enum(DOCUMENT_TYPES), 'rut'),
    rut: z.string(),
    email: z.string(),
    telefono: z.string(),
    empresa: z.string(),
    descripcion: z.string(),
    declaracionEdad: z._default(z.string(), ''),
    consienteSensibles: z._default(z.boolean(), false),
  }),
  fecha: z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  hora: z.nullable(z.enum(SLOT_TIMES)),
  tipoReunion: z.enum(['videollamada', 'telefonica']),
});
export type BookingDraft = z.infer<typeof bookingDraftSchema>;

export const EMPTY_DATOS: BookingDraft['datos'] = {
  nombre: '',
  tipoDocumento: 'rut',
  rut: '',
  email: '',
  telefono: '',
  empresa: '',
  descripcion: '',
  declaracionEdad: '',
  consienteSensibles: false,
};

/** Nothing typed and no slot chosen: there is nothing worth restoring (a choice of document
 * type alone is not worth it either). */
export function isBlankDraft(draft: Pick<BookingDraft, 'datos' | 'fecha' | 'hora'>): boolean {
  return (
    Object.entries(draft.datos).every(
      ([key, value]) => key === 'tipoDocumento' || value === '' || value === false,
    ) &&
    !draft.fecha &&
    !draft.hora
  );
}

/** The stored draft and whose it is, unless it is missing, corrupt, idle too long or not theirs. */
export function readBookingDraft(
  options: { now?: number; person?: RecordOwner } = {},
): KeptRecord<BookingDraft> | undefined {
  return readKept(BOOKING_DRAFT_RULES, bookingDraftSchema, options);
}

/** Saves the draft for `owner` (undefined: not known yet); a blank draft is removed instead. */
export function writeBookingDraft(
  draft: BookingDraft,
  owner: RecordOwner | undefined,
  now = Date.now(),
): void {
  if (isBlankDraft(draft)) removeKept(BOOKING_DRAFT_RULES);
  else writeKept(BOOKING_DRAFT_RULES, draft, owner, now);
}

export function clearBookingDraft(): void {
  removeKept(BOOKING_DRAFT_RULES);
}
