import { z } from 'zod/mini';
import { readKept, removeKept, writeKept } from '../../lib/storage/kept-record';
import { currentOwner } from '../../lib/storage/record-owner';
import { MANAGE_LINK_RULES } from './booking-records';

/** The page where whoever booked, with or without an account, moves their booking. */
export const MANAGE_BOOKING_PATH = '/reserva/gestionar';

/** The reschedule link of a booking, as the confirmation and the notices give it. */
export const manageBookingHref = (token: string): string =>
  `${MANAGE_BOOKING_PATH}?token=${encodeURIComponent(token)}`;

const storedLink = z.object({ token: z.string().check(z.minLength(1)) });

/** The secret of the link this tab is using, if any (see MANAGE_LINK_RULES). */
export const readManageToken = (): string | undefined =>
  readKept(MANAGE_LINK_RULES, storedLink)?.value.token;

export const writeManageToken = (token: string): boolean =>
  writeKept(MANAGE_LINK_RULES, { token }, currentOwner());

export const clearManageToken = (): void => {
  removeKept(MANAGE_LINK_RULES);
};
