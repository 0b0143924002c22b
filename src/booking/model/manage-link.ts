import { z } from 'zod/mini';
import { RESCHEDULE_PATH } from '../../content/booking-links';
import { readKept, writeKept } from '../../lib/storage/kept-record';
import { currentOwner } from '../../lib/storage/record-owner';
import { MANAGE_LINK_RULES } from './booking-records';

/** The reschedule link of a booking within the site, as the confirmation gives it (the notices'
 * absolute one is rescheduleUrl, beside RESCHEDULE_PATH). */
export const manageBookingHref = (token: string): string =>
  `${RESCHEDULE_PATH}?token=${encodeURIComponent(token)}`;

const storedLink = z.object({ token: z.string().check(z.minLength(1)) });

/** The secret of the link this tab is using, if any (see MANAGE_LINK_RULES). */
export const readManageToken = (): string | undefined =>
  readKept(MANAGE_LINK_RULES, storedLink)?.value.token;

export const writeManageToken = (token: string): boolean =>
  writeKept(MANAGE_LINK_RULES, { token }, currentOwner());
