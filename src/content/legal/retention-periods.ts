/**
 * How long each kind of personal data is kept: the values of the retention schedule. They are
 * apart from the schedule's wording (retention.ts) so that a form's notice can quote a period
 * without loading the whole schedule.
 */
export type RetentionUnit = 'dias' | 'meses' | 'anios';

export interface RetentionLength {
  amount: number;
  unit: RetentionUnit;
}

export const RETENTION_PERIODS = {
  reservas_sin_pago: { amount: 12, unit: 'meses' },
  reservas_pagadas: { amount: 6, unit: 'anios' },
  mensajes_contacto: { amount: 12, unit: 'meses' },
  contenido_avisos: { amount: 90, unit: 'dias' },
  suscriptores_de_baja: { amount: 30, unit: 'dias' },
  solicitudes_derechos: { amount: 4, unit: 'anios' },
  auditoria: { amount: 4, unit: 'anios' },
} as const satisfies Record<string, RetentionLength>;

export type RetentionKey = keyof typeof RETENTION_PERIODS;

const UNIT_WORDS: Record<RetentionUnit, [string, string]> = {
  dias: ['día', 'días'],
  meses: ['mes', 'meses'],
  anios: ['año', 'años'],
};

/** '12 meses', '1 año': a period as a sentence says it. */
export function retentionPeriod(length: RetentionLength): string {
  const [one, many] = UNIT_WORDS[length.unit];
  return `${length.amount} ${length.amount === 1 ? one : many}`;
}
