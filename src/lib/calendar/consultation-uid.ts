/**
 * The UID of a booking's calendar event. Every calendar the booking reaches (the client's .ics,
 * the lawyer's feed, the firm's automation through the notices) names it the same, so a moved
 * booking updates the one event everywhere instead of adding a second. Never change the scheme:
 * events already in people's calendars would be duplicated.
 */
export function consultationUid(reservaId: string): string {
  return `${reservaId}@puntolegal.cl`;
}
