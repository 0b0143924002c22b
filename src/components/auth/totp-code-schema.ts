import { z } from 'zod';

export const INVALID_TOTP_CODE = 'Ingresa los 6 dígitos del código';

/** Apps show the code in two groups ("123 456"), and people copy it either way. */
export function normalizeTotpCode(typed: string): string {
  return typed.replace(/\s+/g, '');
}

export const totpCodeSchema = z.object({
  codigo: z.string().refine((typed) => /^\d{6}$/.test(normalizeTotpCode(typed)), INVALID_TOTP_CODE),
});

export type TotpCodeValues = z.input<typeof totpCodeSchema>;
