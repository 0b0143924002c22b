import { company } from '../company';
import { SENSITIVE_DATA_CONSENT_VERSION } from './versions';

/**
 * The express authorisation for the sensitive data a case description may hold. A description of
 * a family, criminal, labour or health matter often reveals health, sexual life, children or
 * money; the firm asks for it in a box of its own, unticked, beside the description, and records
 * the version with the booking. Withdrawing it is as easy as giving it, and erases the
 * description. A new wording gets a new version in versions.ts and public.versiones_legales.
 */
export const SENSITIVE_CONSENT = {
  version: SENSITIVE_DATA_CONSENT_VERSION.version,
  label: `Autorizo expresamente a ${company.name} a tratar los datos sensibles que incluya en la descripción (por ejemplo, de salud, de mi vida familiar o de una causa penal), solo para preparar y atender mi consulta.`,
  /** Where a booking's description is optional. */
  optionalHint: 'Solo es necesaria si escribes una descripción.',
  /** Where the description is required (the emergency request). */
  requiredHint: 'Es necesaria para enviar la solicitud; si prefieres no darla, llámanos.',
  withdrawal: 'Puedes retirarla cuando quieras y borraremos la descripción:',
} as const;
