import { BackendError, type BookingStatements } from '@/backend/port';
import {
  PRIVACY_POLICY_VERSION,
  SENSITIVE_DATA_CONSENT_VERSION,
  TERMS_VERSION,
} from '@/content/legal/versions';
import { AGE_STATEMENT_ERROR } from '@/booking/model/booking-schema';
import { AGE_STATEMENTS, type DocumentType } from '@/lib/identity/document';

/**
 * What a booking sends besides the person's data: the document type and age statement chosen,
 * the version of the privacy notice shown beside the form, once the person ticked the box the
 * version of the terms accepted and, with a description and its box ticked, the version of the
 * authorisation for its sensitive data. The database records the time of each.
 */
export function bookingStatements(
  datos: {
    tipoDocumento: DocumentType;
    declaracionEdad: string;
    descripcion?: string;
    consienteSensibles: boolean;
  },
  termsAccepted: boolean,
): BookingStatements {
  const declaracionEdad = AGE_STATEMENTS.find((statement) => statement === datos.declaracionEdad);
  if (!declaracionEdad) throw new BackendError(AGE_STATEMENT_ERROR, 'edad_requerida');
  return {
    tipoDocumento: datos.tipoDocumento,
    declaracionEdad,
    avisoVersion: PRIVACY_POLICY_VERSION.version,
    ...(termsAccepted ? { terminosVersion: TERMS_VERSION.version } : {}),
    ...(datos.consienteSensibles && datos.descripcion?.trim()
      ? { sensiblesVersion: SENSITIVE_DATA_CONSENT_VERSION.version }
      : {}),
  };
}

/**
 * The person's fields as a form holds them, without the authorisation box: what the box decides
 * travels as `sensiblesVersion` (bookingStatements), not as a flag.
 */
export function personFields<T extends { consienteSensibles: boolean }>(
  datos: T,
): Omit<T, 'consienteSensibles'> {
  const fields: Partial<T> = { ...datos };
  delete fields.consienteSensibles;
  return fields as Omit<T, 'consienteSensibles'>;
}
