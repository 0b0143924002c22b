/**
 * Where the floating booking bar has a use. Not on pages that are themselves about booking,
 * paying or signing in (they have their own call to action), nor on the staff and account
 * screens, whose row buttons it would sit on.
 */
const WITHOUT_BOOKING_BAR = [
  '/agendamiento',
  '/pago',
  '/payment',
  '/payment-success',
  '/urgente',
  '/auth',
  '/admin',
  '/panel',
  '/mi-cuenta',
] as const;

export function showsFloatingBooking(pathname: string): boolean {
  return !WITHOUT_BOOKING_BAR.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
