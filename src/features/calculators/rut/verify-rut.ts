import { cleanRut, formatRut, rutCheckDigit } from '@/lib/rut/rut';

/** What the check digit says about a typed RUT. */
export type RutVerdict =
  | { status: 'vacio' }
  | { status: 'mal-escrito'; message: string }
  | { status: 'digito-incorrecto'; formatted: string; expected: string; message: string }
  | { status: 'valido'; formatted: string };

/**
 * Checks a RUT by módulo 11. It accepts dots, a hyphen, spaces and a lower-case k, and says what
 * is wrong in Spanish: the shape, or the check digit (and which one the number should have).
 */
export function verifyRut(input: string): RutVerdict {
  const cleaned = cleanRut(input);
  if (cleaned === '') return { status: 'vacio' };
  const match = /^(\d+)([\dK])$/.exec(cleaned);
  if (!match?.[1] || !match[2])
    return {
      status: 'mal-escrito',
      message: 'Un RUT tiene solo números y, al final, un dígito verificador (un número o la K).',
    };
  const [, body, digit] = match;
  if (body.length < 7 || body.length > 8)
    return {
      status: 'mal-escrito',
      message: 'El número antes del dígito verificador debe tener 7 u 8 cifras.',
    };
  const expected = rutCheckDigit(body);
  const formatted = formatRut(cleaned);
  if (expected !== digit)
    return {
      status: 'digito-incorrecto',
      formatted,
      expected,
      message: `El dígito verificador no corresponde: para ${formatRut(`${body}${expected}`).slice(0, -2)} debería ser ${expected}.`,
    };
  return { status: 'valido', formatted };
}
