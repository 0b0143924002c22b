import { bindKept, removeKept, type KeptRecordRules } from '../../lib/storage/kept-record';
import { setCurrentOwner, type RecordOwner } from '../../lib/storage/record-owner';
import { HOLD_MINUTES } from './schedule';

const HOUR_MS = 60 * 60 * 1000;

/**
 * What the booking pages keep in the browser, and for how long. All of it holds personal data
 * (name, RUT, contact, the case), so all of it lives in sessionStorage: it survives a reload, an
 * error and 'Anterior', but not closing the tab, and a new tab starts empty. Each record is
 * stamped with its owner (see record-owner) and dropped when someone else uses the tab.
 */

/** How long an untouched draft is kept: enough for a pause, not for the next person. */
export const DRAFT_IDLE_MS = 2 * HOUR_MS;

/**
 * How long the booking handed to /pago and /payment-success is kept: as long as the unpaid hold,
 * after which there is nothing left to pay (a free booking needs it only right after booking).
 */
export const PAYMENT_RECORD_MS = HOLD_MINUTES * 60 * 1000;

/** The wizard's draft (what was typed and chosen), kept while the visitor is active. */
export const BOOKING_DRAFT_RULES: KeptRecordRules = {
  key: 'bookingDraft',
  area: 'session',
  maxAgeMs: DRAFT_IDLE_MS,
};

/**
 * The spec names `paymentData` and `transbankPayment` as localStorage records. They are kept in
 * sessionStorage instead: they name the client, their contact and their case, and localStorage
 * would show them to whoever opens the site next on the same computer, in any tab, for as long
 * as they stay there. Only the tab that booked needs them, and only while the hold lasts.
 */
export const PAYMENT_DATA_RULES: KeptRecordRules = {
  key: 'paymentData',
  area: 'session',
  maxAgeMs: PAYMENT_RECORD_MS,
};

/** The card payment being prepared for the held booking: the same lifetime. */
export const TRANSBANK_PAYMENT_RULES: KeptRecordRules = {
  key: 'transbankPayment',
  area: 'session',
  maxAgeMs: PAYMENT_RECORD_MS,
};

/**
 * The secret of the reschedule link being used (/reserva/gestionar), taken out of the address bar
 * and kept here so that a reload still works; as long as a draft.
 */
export const MANAGE_LINK_RULES: KeptRecordRules = {
  key: 'gestionReserva',
  area: 'session',
  maxAgeMs: DRAFT_IDLE_MS,
};

const ALL = [BOOKING_DRAFT_RULES, PAYMENT_DATA_RULES, TRANSBANK_PAYMENT_RULES, MANAGE_LINK_RULES];

/**
 * The person using this tab is now known, or has changed (signed in, signed out, another
 * account): what anyone else left is removed, and what is written from now on is theirs.
 */
export function bindBookingRecords(person: RecordOwner, now = Date.now()): void {
  setCurrentOwner(person);
  for (const rules of ALL) bindKept(rules, person, now);
}

/** Removes every booking record of this tab: on sign-out nothing of the session stays. */
export function clearBookingRecords(): void {
  for (const rules of ALL) removeKept(rules);
}
