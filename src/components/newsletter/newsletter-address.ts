export const INVALID_EMAIL = 'Ingresa un correo válido, por ejemplo nombre@correo.cl.';

/**
 * A quick check of the address before anything loads: it catches typing slips; the database
 * applies its full rule and its refusal is shown the same way.
 */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The address as it is checked and sent, or undefined when it is not one. */
export function newsletterAddress(text: string): string | undefined {
  const email = text.trim();
  return email.length <= 254 && LOOKS_LIKE_EMAIL.test(email) ? email : undefined;
}
