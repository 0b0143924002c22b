import { BackendError, type BookingStatements } from '@/backend/port';
import { PRIVACY_POLICY_VERSION, TERMS_VERSION } from '@/content/legal/versions';
import { AGE_STATEMENT_ERROR } from '@/lib/booking/booking-schema';
import { AGE_STATEMENTS, type DocumentType } from '@/lib/identity/document';

/**
 * What a booking sends besides the person's data: the document type and age statement chosen,
 * the version of the privacy notice shown beside the form and, once the person ticked the box,
 * the version of the terms accepted. The database records the time of each.
 */
export function bookingStatements(
  datos: { tipoDocumento: DocumentType; declaracionEdad: string },
  termsAccepted: boolean,
): BookingStatements {
  const declaracionEdad = AGE_STATEMENTS.find((statement) => statement === datos.declaracionEdad);
  if (!declaracionEdad) throw new BackendError(AGE_STATEMENT_ERROR, 'edad_requerida');
  return {
    tipoDocumento: datos.tipoDocumento,
    declaracionEdad,
    avisoVersion: PRIVACY_POLICY_VERSION.version,
    ...(termsAccepted ? { terminosVersion: TERMS_VERSION.version } : {}),
  };
}
