import { COMPLAINT_NOTICE } from './request-deadlines';

/**
 * A denial's stored answer is its reason followed by COMPLAINT_NOTICE (the database appends it,
 * private.aviso_reclamo_agencia). The status page shows the two apart, so the right to complain
 * to the Agencia stands out; it is shown even if an answer lacks it, since the law requires it
 * with every denial.
 */
export function splitDenial(respuesta: string): { motivo: string; aviso: string } {
  const trimmed = respuesta.trim();
  const motivo = trimmed.endsWith(COMPLAINT_NOTICE)
    ? trimmed.slice(0, -COMPLAINT_NOTICE.length).trim()
    : trimmed;
  return { motivo, aviso: COMPLAINT_NOTICE };
}
