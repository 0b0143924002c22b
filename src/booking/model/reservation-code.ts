/** The short code a person can read out or type: the first 8 characters of the reservation id. */
export function reservationCode(reservaId: string): string {
  return reservaId.replace(/-/g, '').slice(0, 8).toUpperCase();
}

/**
 * A code as a person types it (lower case, spaces, a dash in the middle, a "#" in front) in its
 * canonical form, or null when it cannot be a code: 8 hexadecimal characters.
 */
export function parseReservationCode(typed: string): string | null {
  const code = typed.replace(/[\s#-]/g, '').toUpperCase();
  return /^[0-9A-F]{8}$/.test(code) ? code : null;
}
