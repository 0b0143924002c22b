/**
 * Chilean RUT (Rol Único Tributario) helpers: the body number plus a módulo-11 check digit,
 * written '12.345.678-5'. The database checks the check digit again (private.rut_valido), so the
 * form's verdict is a convenience, not the safeguard.
 */

/** Message shown under the RUT field when the number does not check out. */
export const RUT_ERROR = 'RUT inválido. Revisa el número y el dígito verificador.';

/**
 * Removes the separators people type (dots, dash, ordinary spaces) and upper-cases the K.
 * Anything else is kept on purpose, a tab, a line break or an invisible space included: dropping
 * a stray character could silently turn a typo into a different, valid RUT, or store a number
 * with a character nobody sees; keeping it makes the RUT fail validation, as the database does
 * (private.rut_valido).
 */
export function cleanRut(input: string): string {
  return input.replace(/[.\- ]/g, '').toUpperCase();
}

/**
 * Check digit of a RUT body by módulo 11: digits right to left times 2, 3, 4, 5, 6, 7, 2, 3, …,
 * then 11 − (sum mod 11), where 11 is written '0' and 10 is written 'K'.
 */
export function rutCheckDigit(body: string): string {
  if (!/^\d+$/.test(body)) throw new Error(`Cuerpo de RUT inválido: ${body}`);
  let sum = 0;
  let factor = 2;
  for (let index = body.length - 1; index >= 0; index -= 1) {
    sum += Number(body[index]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const result = 11 - (sum % 11);
  if (result === 11) return '0';
  if (result === 10) return 'K';
  return String(result);
}

/**
 * Whether `input` is a well-formed RUT: a body of 7 or 8 digits (every person and company today;
 * shorter bodies are mostly typos) followed by its correct check digit. Separators are optional.
 */
export function isValidRut(input: string): boolean {
  const match = /^(\d{7,8})([\dK])$/.exec(cleanRut(input));
  return match?.[1] !== undefined && rutCheckDigit(match[1]) === match[2];
}

/**
 * Writes a RUT as '12.345.678-5'. It accepts partial input, so the field can be formatted as the
 * user types: the last character is taken as the check digit once there are at least two.
 */
export function formatRut(input: string): string {
  const cleaned = cleanRut(input);
  if (cleaned.length < 2) return cleaned;
  const body = cleaned.slice(0, -1).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${body}-${cleaned.slice(-1)}`;
}
