/** The short code a person can read out or type: the first 8 characters of the reservation id. */
export function reservationCode(reservaId: string): string {
  return reservaId.replace(/-/g, '').slice(0, 8).toUpperCase();
}
