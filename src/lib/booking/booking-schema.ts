import { z } from 'zod/mini';
import { isValidRut, RUT_ERROR } from '../rut/rut';

/** An address a mail server accepts: something@domain.tld, no spaces (as the database checks). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * The personal data of a booking (spec section 3, "Booking form fields", plus the RUT), with the
 * Spanish messages the form shows. The database validates the same rules again in crear_reserva.
 */
export const personalDataSchema = z.object({
  nombre: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, 'Ingresa tu nombre completo'),
      z.maxLength(120, 'El nombre es muy largo'),
    ),
  rut: z
    .string()
    .check(z.trim(), z.minLength(1, 'Ingresa tu RUT'), z.refine(isValidRut, RUT_ERROR)),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Ingresa tu correo electrónico'),
      z.regex(EMAIL, 'Correo electrónico inválido'),
    ),
  telefono: z.string().check(
    z.trim(),
    z.minLength(1, 'Ingresa tu teléfono'),
    z.refine(
      (value) => /^\+?[\d\s()-]+$/.test(value) && value.replace(/\D/g, '').length >= 8,
      'Ingresa un teléfono válido, por ejemplo +56 9 1234 5678',
    ),
    z.refine((value) => value.replace(/\D/g, '').length <= 15, 'El teléfono es muy largo'),
  ),
  empresa: z.string().check(z.trim(), z.maxLength(120, 'El nombre de la empresa es muy largo')),
  descripcion: z
    .string()
    .check(z.trim(), z.maxLength(2000, 'La descripción admite hasta 2000 caracteres')),
});
export type PersonalData = z.infer<typeof personalDataSchema>;
