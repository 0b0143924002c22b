/**
 * The rules for what a person types, one function per field kind. They mirror the database's
 * own (private.texto_visible, nombre_valido, email_valido, telefono_valido in the migrations),
 * so a form never sends what the database would refuse, and a test runs both on the same inputs.
 *
 * Dependency-free on purpose: the notification function (Edge runtime) imports it too.
 * Lengths count characters (code points), as Postgres does, not UTF-16 units.
 */

// Finding control characters is the point of these two.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0001-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_MULTILINE = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// Zero-width spaces and joiners, bidirectional marks and overrides, word joiners, the byte-order
// mark, the soft hyphen: characters that make a text look empty or other than what it is.
const INVISIBLE = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/;
const NAME_SYMBOLS = /[0-9<>{}()[\]\\/|@#$%^&*=+_~`";:!?¿¡§°€£¥]/;
const NAME_SEPARATORS = /[ '’.,\-\u00A0\u2000-\u200A\u202F\u205F\u3000]/g;
const EMAIL =
  /^[A-Za-z0-9._%+-]{1,64}@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const PHONE = /^\+?[0-9 ()-]+$/;

export const NAME_MAX = 120;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 20;
export const COMPANY_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const MESSAGE_MAX = 4000;

/** Length in characters (code points), as Postgres's length() counts them. */
export const charLength = (text: string): number => Array.from(text).length;

/** Removes leading and trailing spaces, and only spaces, as Postgres's btrim() does. */
export const trimSpaces = (text: string): string => text.replace(/^ +| +$/g, '');

export function isVisibleText(text: string, multiline = false): boolean {
  return !(multiline ? CONTROL_MULTILINE : CONTROL).test(text) && !INVISIBLE.test(text);
}

/** A person's name: letters and the separators names use; at least two letters. */
export function isValidName(text: string): boolean {
  return (
    charLength(text) <= NAME_MAX &&
    isVisibleText(text) &&
    !NAME_SYMBOLS.test(text) &&
    charLength(text.replace(NAME_SEPARATORS, '')) >= 2
  );
}

export function isValidEmail(text: string): boolean {
  return text.length <= EMAIL_MAX && EMAIL.test(text);
}

export const phoneDigits = (text: string): number => text.replace(/[^0-9]/g, '').length;

export function isValidPhone(text: string): boolean {
  const digits = phoneDigits(text);
  return text.length <= PHONE_MAX && PHONE.test(text) && digits >= 8 && digits <= 15;
}

/** An optional one-line text (a company, a service): visible and without markup. */
export function isValidShortText(text: string, max: number): boolean {
  return charLength(text) <= max && isVisibleText(text) && !/[<>]/.test(text);
}
