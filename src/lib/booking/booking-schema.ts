import { z } from 'zod';
import { isValidRut, RUT_ERROR } from '../rut/rut';

/**
 * The personal data of a booking (spec section 3, "Booking form fields", plus the RUT), with the
 * Spanish messages the form shows. The database validates the same rules again in crear_reserva.
 */
export const personalDataSchema = z.object({
  nombre: z.string().trim().min(2, 'Ingresa tu nombre completo').max(120, 'El nombre es muy largo'),
  rut: z.string().trim().min(1, 'Ingresa tu RUT').refine(isValidRut, RUT_ERROR),
  email: z
    .string()
    .trim()
    .min(1, 'Ingresa tu correo electrónico')
    .pipe(z.email('Correo electrónico inválido')),
  telefono: z
    .string()
    .trim()
    .min(1, 'Ingresa tu teléfono')
    .refine(
      (value) => /^\+?[\d\s()-]+$/.test(value) && value.replace(/\D/g, '').length >= 8,
      'Ingresa un teléfono válido, por ejemplo +56 9 1234 5678',
    )
    .refine((value) => value.replace(/\D/g, '').length <= 15, 'El teléfono es muy largo'),
  empresa: z.string().trim().max(120, 'El nombre de la empresa es muy largo'),
  descripcion: z.string().trim().max(2000, 'La descripción admite hasta 2000 caracteres'),
});
export type PersonalData = z.infer<typeof personalDataSchema>;
