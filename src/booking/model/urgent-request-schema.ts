import { z } from 'zod/mini';
import { DESCRIPTION_MAX, isVisibleText } from '../../lib/validation/fields';
import { documentMatchesType, personalFields } from './booking-schema';

/** The emergency's description is required, so its authorisation is too; the phone is the way
 * to ask without giving it. */
export const URGENT_CONSENT_ERROR =
  'Para enviar la solicitud, autoriza el tratamiento de lo que nos cuentas. Si prefieres no darla, llámanos.';

/** The shortest account of an emergency the lawyer who calls can act on (the database's rule). */
export const URGENT_DESCRIPTION_MIN = 10;

/**
 * The emergency request form: the booking's personal data rules (name, identity document,
 * e-mail, phone, age statement) and a description that, unlike a booking's, is required. The
 * database's crear_solicitud_urgente applies the same rules.
 */
export const urgentRequestSchema = z
  .extend(
    z.pick(personalFields, {
      nombre: true,
      tipoDocumento: true,
      rut: true,
      email: true,
      telefono: true,
      declaracionEdad: true,
    }),
    {
      descripcion: z.string().check(
        z.trim(),
        z.minLength(URGENT_DESCRIPTION_MIN, {
          error: 'Cuéntanos en pocas palabras qué está pasando (al menos 10 caracteres)',
          abort: true,
        }),
        z.maxLength(DESCRIPTION_MAX, {
          error: `La descripción admite hasta ${String(DESCRIPTION_MAX)} caracteres`,
          abort: true,
        }),
        z.refine(
          (value) => isVisibleText(value, true),
          'La descripción tiene caracteres no permitidos',
        ),
      ),
      consienteSensibles: z.boolean().check(z.refine((value) => value, URGENT_CONSENT_ERROR)),
    },
  )
  .check(documentMatchesType);
export type UrgentRequestData = z.infer<typeof urgentRequestSchema>;

export const EMPTY_URGENT_REQUEST: UrgentRequestData = {
  nombre: '',
  tipoDocumento: 'rut',
  rut: '',
  email: '',
  telefono: '',
  descripcion: '',
  declaracionEdad: '',
  consienteSensibles: false,
};
