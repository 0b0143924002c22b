import { z } from 'zod/mini';
import { isValidRut, RUT_ERROR } from '../rut/rut';
import {
  COMPANY_MAX,
  DESCRIPTION_MAX,
  isValidEmail,
  isValidName,
  isValidPhone,
  isValidShortText,
  isVisibleText,
  NAME_MAX,
  phoneDigits,
} from '../validation/fields';

/**
 * Each field reports one problem at a time (`abort`): the first rule it breaks.
 *
 * The personal data of a booking (spec section 3, "Booking form fields", plus the RUT), with the
 * Spanish messages the form shows. The rules are the database's own (src/lib/validation mirrors
 * crear_reserva), so what the form accepts, the booking accepts.
 */
export const personalDataSchema = z.object({
  nombre: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, { error: 'Ingresa tu nombre completo', abort: true }),
      z.maxLength(NAME_MAX, { error: 'El nombre es muy largo', abort: true }),
      z.refine(
        isValidName,
        'El nombre solo puede tener letras, espacios, apóstrofos, puntos y guiones',
      ),
    ),
  rut: z
    .string()
    .check(z.trim(), z.minLength(1, 'Ingresa tu RUT'), z.refine(isValidRut, RUT_ERROR)),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'Ingresa tu correo electrónico', abort: true }),
      z.refine(isValidEmail, 'Correo electrónico inválido'),
    ),
  telefono: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Ingresa tu teléfono', abort: true }),
    z.refine((value) => phoneDigits(value) <= 15, {
      error: 'El teléfono es muy largo',
      abort: true,
    }),
    z.refine(isValidPhone, 'Ingresa un teléfono válido, por ejemplo +56 9 1234 5678'),
  ),
  empresa: z.string().check(
    z.trim(),
    z.maxLength(COMPANY_MAX, { error: 'El nombre de la empresa es muy largo', abort: true }),
    z.refine(
      (value) => isValidShortText(value, COMPANY_MAX),
      'El nombre de la empresa tiene caracteres no permitidos',
    ),
  ),
  descripcion: z.string().check(
    z.trim(),
    z.maxLength(DESCRIPTION_MAX, {
      error: 'La descripción admite hasta 2000 caracteres',
      abort: true,
    }),
    z.refine(
      (value) => isVisibleText(value, true),
      'La descripción tiene caracteres no permitidos',
    ),
  ),
});
export type PersonalData = z.infer<typeof personalDataSchema>;
