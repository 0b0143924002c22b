import { z } from 'zod';
import { RIGHTS } from '@/lib/privacy/request-deadlines';
import {
  DESCRIPTION_MAX,
  EMAIL_MAX,
  NAME_MAX,
  charLength,
  isValidEmail,
  isValidName,
  isVisibleText,
} from '@/lib/validation/fields';

/** The detail has the database's limits (registrar_solicitud_derechos). */
export const DETAIL_MIN = 10;

export const emailSchema = z
  .string()
  .trim()
  .min(1, { error: 'Ingresa tu correo', abort: true })
  .max(EMAIL_MAX, { error: 'El correo es demasiado largo', abort: true })
  .refine(isValidEmail, 'Correo electrónico inválido (ejemplo: nombre@correo.cl)');

const requestFields = z.object({
  derecho: z.enum(RIGHTS, { error: 'Elige el derecho que quieres ejercer' }),
  nombre: z
    .string()
    .trim()
    .min(2, { error: 'Ingresa tu nombre', abort: true })
    .max(NAME_MAX, { error: `El nombre puede tener hasta ${NAME_MAX} caracteres`, abort: true })
    .refine(
      isValidName,
      'El nombre solo puede tener letras, espacios, apóstrofos, puntos y guiones',
    ),
  email: emailSchema,
  detalle: z
    .string()
    .trim()
    .min(DETAIL_MIN, `Cuéntanos en al menos ${DETAIL_MIN} caracteres a qué datos se refiere`)
    .refine(
      (value) => charLength(value) <= DESCRIPTION_MAX,
      `El detalle puede tener hasta ${DESCRIPTION_MAX} caracteres`,
    )
    .refine((value) => isVisibleText(value, true), 'El detalle tiene caracteres no permitidos'),
});

const proofFields = z.object({
  codigoEmail: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Ingresa el código de 6 dígitos que te enviamos por correo'),
});

/** Two parts checked side by side, so the proof's errors show even while a field above is wrong. */
export const rightsRequestSchema = z.intersection(requestFields, proofFields);

export type RightsRequestValues = z.input<typeof rightsRequestSchema>;
