import type { BookingStatements } from '@/backend/port';
import {
  PRIVACY_POLICY_VERSION,
  SENSITIVE_DATA_CONSENT_VERSION,
  TERMS_VERSION,
} from '@/content/legal/versions';

/**
 * What a test booking states besides the person: a RUT, of age, the notice seen, terms accepted,
 * and the authorisation for the sensitive data of a description.
 */
export const STATEMENTS: Required<BookingStatements> = {
  tipoDocumento: 'rut',
  declaracionEdad: 'mayor_de_edad',
  avisoVersion: PRIVACY_POLICY_VERSION.version,
  terminosVersion: TERMS_VERSION.version,
  sensiblesVersion: SENSITIVE_DATA_CONSENT_VERSION.version,
};

/** The same, as a stored reservation of a paid plan carries them. */
export const STORED_STATEMENTS = {
  tipoDocumento: 'rut',
  declaracionEdad: 'mayor_de_edad',
  avisoVersion: PRIVACY_POLICY_VERSION.version,
  terminosVersion: TERMS_VERSION.version,
  terminosAceptadosEn: '2026-11-20T12:00:00Z',
  sensiblesVersion: null,
  sensiblesConsentidosEn: null,
  sensiblesRetiradosEn: null,
} as const;
