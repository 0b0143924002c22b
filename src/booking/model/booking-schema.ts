import { z } from 'zod/mini';
import {
  AGE_STATEMENTS,
  DOCUMENT_TYPES,
  documentError,
  isValidDocument,
  type DocumentType,
} from '../../lib/identity/document';
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
} from '../../lib/validation/fields';

/**
 * Each field reports one problem at a time (`abort`): the first rule it breaks.
 *
 * The personal data of a booking (spec section 3, "Booking form fields", plus an identity
 * document and the age statement), with the Spanish messages the form shows. The rules are the
 * database's own (src/lib/validation and src/lib/identity mirror crear_reserva), so what the form
 * accepts, the booking accepts.
 */
export const DESCRIPTION_GUIDANCE =
  'Cuéntanos brevemente qué necesitas. No incluyas datos de salud, antecedentes penales ni datos de terceros que no sean necesarios para entender el caso.';

/** Said beside the authorisation box when a description is written and the box is not ticked. */
export const SENSITIVE_CONSENT_ERROR =
  'Para enviarnos la descripción, marca la autorización. Si prefieres no darla, deja la descripción en blanco.';

export const AGE_STATEMENT_ERROR =
  'Indica si eres mayor de 18 años o si reservas en representación de otra persona';

export const personalFields = z.object({
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
  tipoDocumento: z.enum(DOCUMENT_TYPES),
  /** The number of the chosen document (the database's column keeps its old name, rut). */
  rut: z.string().check(z.trim(), z.minLength(1, 'Ingresa el número de tu documento')),
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
      error: `La descripción admite hasta ${String(DESCRIPTION_MAX)} caracteres`,
      abort: true,
    }),
    z.refine(
      (value) => isVisibleText(value, true),
      'La descripción tiene caracteres no permitidos',
    ),
  ),
  declaracionEdad: z
    .string()
    .check(
      z.refine(
        (value) => (AGE_STATEMENTS as readonly string[]).includes(value),
        AGE_STATEMENT_ERROR,
      ),
    ),
  /** The express authorisation for the sensitive data a description may hold (unticked). */
  consienteSensibles: z.boolean(),
});

/**
 * A written description needs the authorisation for the sensitive data it may hold; without a
 * description nothing is asked (the database's rule too).
 */
const descriptionHasConsent = z.superRefine<{ descripcion: string; consienteSensibles: boolean }>(
  (data, context) => {
    if (data.descripcion.trim() !== '' && !data.consienteSensibles)
      context.addIssue({
        code: 'custom',
        path: ['consienteSensibles'],
        message: SENSITIVE_CONSENT_ERROR,
        input: data.consienteSensibles,
      });
  },
  {
    when: ({ value }) => {
      const data = value as { descripcion?: unknown; consienteSensibles?: unknown };
      return typeof data.descripcion === 'string' && typeof data.consienteSensibles === 'boolean';
    },
  },
);

/**
 * The number fits the chosen document: a RUT by módulo 11, another by format. Checked whatever
 * the other fields hold, so its message shows beside the number at once.
 */
export const documentMatchesType = z.superRefine<{ tipoDocumento: DocumentType; rut: string }>(
  (data, context) => {
    if (data.rut !== '' && !isValidDocument(data.tipoDocumento, data.rut))
      context.addIssue({
        code: 'custom',
        path: ['rut'],
        message: documentError(data.tipoDocumento),
        input: data.rut,
      });
  },
  {
    when: ({ value }) => {
      const data = value as { tipoDocumento?: unknown; rut?: unknown };
      return (
        typeof data.rut === 'string' &&
        (DOCUMENT_TYPES as readonly unknown[]).includes(data.tipoDocumento)
      );
    },
  },
);

export const personalDataSchema = personalFields.check(documentMatchesType, descriptionHasConsent);
export type PersonalData = z.infer<typeof personalDataSchema>;
