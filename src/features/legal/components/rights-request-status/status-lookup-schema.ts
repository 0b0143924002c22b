import { z } from 'zod';
import { emailSchema } from '../rights-request/rights-request-schema';

/**
 * A request's number as people copy it: 'SD-1A2B3C4D', in any case, with or without the 'SD-'
 * and spaces. Null when it is not one.
 */
export function parseRequestCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s#]/g, '');
  const match = /^(?:SD-?)?([0-9A-F]{8})$/.exec(compact);
  return match ? `SD-${match[1] ?? ''}` : null;
}

export const statusLookupSchema = z.object({
  codigo: z
    .string()
    .trim()
    .min(1, { error: 'Ingresa el número de tu solicitud', abort: true })
    .refine(
      (value) => parseRequestCode(value) !== null,
      'El número tiene la forma SD- y 8 letras y números (ejemplo: SD-1A2B3C4D)',
    ),
  email: emailSchema,
});

export type StatusLookupValues = z.input<typeof statusLookupSchema>;
