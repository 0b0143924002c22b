import { isValidEmail } from '@/lib/validation/fields';

export const INVALID_EMAIL = 'Ingresa un correo válido, por ejemplo nombre@correo.cl.';

/** The address as it is checked and sent, or undefined when it is not one. */
export function newsletterAddress(text: string): string | undefined {
  const email = text.trim();
  return isValidEmail(email) ? email : undefined;
}
