/**
 * The rules of a declared transfer, as the database applies them (declarar_transferencia): the
 * browser checks the same before sending, so a mistake is shown at once and nothing is declared.
 */

/** How long a declared transfer keeps the slot while the firm verifies it. */
export const TRANSFER_VERIFY_HOURS = 48;

/** The operation number on a bank's receipt: 4 to 40 letters, digits, spaces, . / # -. */
export const RECEIPT_NUMBER = /^[A-Z0-9][A-Z0-9 ./#-]{3,39}$/;

export const RECEIPT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/** The receipt number as stored (trimmed, upper case), or null when it cannot be one. */
export function normalizeReceiptNumber(typed: string): string | null {
  const value = typed.trim().toUpperCase();
  return RECEIPT_NUMBER.test(value) ? value : null;
}

/** Why a receipt file cannot be attached, or null when it can. */
export function receiptFileProblem(file: { type: string; size: number }): string | null {
  if (!(RECEIPT_TYPES as readonly string[]).includes(file.type))
    return 'El comprobante debe ser un PDF o una imagen JPG, PNG o WEBP.';
  if (file.size === 0 || file.size > RECEIPT_MAX_BYTES)
    return 'El comprobante puede pesar hasta 5 MB.';
  return null;
}
