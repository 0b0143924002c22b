/**
 * The launch offer's last day (YYYY-MM-DD, America/Santiago), alone in its module: the emergency
 * plan that every page's shell carries names it, without the offer's wording and rules.
 */
export const LAUNCH_OFFER_ENDS_ON = '2026-12-31';
