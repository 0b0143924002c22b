/**
 * Where a client moves a booking without an account: the page the booking's notices link to,
 * with the booking's own secret (reservas.token_gestion). Shared by the site's route and the
 * server functions that build a notice, so the link always points at the page that handles it.
 */
export const RESCHEDULE_PATH = '/reserva/gestionar';

/** The absolute reschedule link of a booking's secret on the site at `siteUrl` (its origin). */
export function rescheduleUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${RESCHEDULE_PATH}?token=${encodeURIComponent(token)}`;
}
