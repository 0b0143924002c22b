import { formatRut, isValidRut, RUT_ERROR } from '../rut/rut';

/**
 * The identity document a person books with. A Chilean RUT is not asked of everyone: a foreigner
 * books with a passport or a foreign identity document, so no one gives more than they have. The
 * database applies the same rules (private.documento_valido).
 */
export const DOCUMENT_TYPES = ['rut', 'pasaporte', 'id_extranjero'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The options of the form, as a person picks one. */
export const DOCUMENT_OPTIONS: Record<DocumentType, string> = {
  rut: 'RUT',
  pasaporte: 'Pasaporte',
  id_extranjero: 'Documento de identidad extranjero',
};

/** The short name shown beside a stored number (staff screens, the client's bookings). */
export const DOCUMENT_LABELS: Record<DocumentType, string> = {
  rut: 'RUT',
  pasaporte: 'Pasaporte',
  id_extranjero: 'Documento extranjero',
};

export const isDocumentType = (value: unknown): value is DocumentType =>
  typeof value === 'string' && (DOCUMENT_TYPES as readonly string[]).includes(value);

/** The label of a stored number; an unknown or missing type is a RUT (older bookings). */
export const documentLabel = (type: string | null | undefined): string =>
  isDocumentType(type) ? DOCUMENT_LABELS[type] : DOCUMENT_LABELS.rut;

export const FOREIGN_DOCUMENT_ERROR =
  'Número de documento inválido: usa de 5 a 20 letras, números o guiones, con al menos un número.';

/**
 * A passport or foreign identity number: 5 to 20 letters, digits and hyphens, with at least one
 * digit. Formats differ by country; this keeps out only what cannot be a document number.
 */
export function isValidForeignDocument(input: string): boolean {
  const value = input.trim();
  return /^[A-Za-z0-9-]{5,20}$/.test(value) && /\d/.test(value);
}

export function isValidDocument(type: DocumentType, number: string): boolean {
  return type === 'rut' ? isValidRut(number) : isValidForeignDocument(number);
}

/** Why a number is refused, for its type. */
export const documentError = (type: DocumentType): string =>
  type === 'rut' ? RUT_ERROR : FOREIGN_DOCUMENT_ERROR;

/** The number as the field shows it once left: a RUT with dots and dash, another upper-case. */
export const formatDocument = (type: DocumentType, number: string): string =>
  type === 'rut' ? formatRut(number) : number.trim().toUpperCase();

/** The age statement made where the booking is made. */
export const AGE_STATEMENTS = ['mayor_de_edad', 'representante'] as const;
export type AgeStatement = (typeof AGE_STATEMENTS)[number];

export const AGE_STATEMENT_OPTIONS: Record<AgeStatement, string> = {
  mayor_de_edad: 'Soy mayor de 18 años',
  representante:
    'Reservo en representación de otra persona (soy su representante legal o apoderado)',
};

/** The statement as the person chose it, or nothing when none was chosen. */
export const ageStatementText = (value: string): string =>
  AGE_STATEMENTS.find((statement) => statement === value) === undefined
    ? ''
    : AGE_STATEMENT_OPTIONS[value as AgeStatement];
