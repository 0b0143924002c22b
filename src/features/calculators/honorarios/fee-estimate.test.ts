import { describe, expect, it } from 'vitest';
import { isPlanId, PLANS } from '@/content/catalogue/plans';
import { CASE_TYPES, estimateFees } from './fee-estimate';

describe('estimateFees: the firm’s fixed price', () => {
  it.each([
    ['general', 'general', 'Consulta General'],
    ['laboral', 'laboral', 'Consulta Laboral'],
    ['familia', 'familia', 'Consulta de Familia'],
    ['herencias', 'herencias', 'Consulta de Herencias'],
    ['civil', 'civil', 'Consulta Civil'],
    ['inmobiliario', 'inmobiliario', 'Consulta Inmobiliaria'],
    ['empresarial', 'empresarial', 'Consulta Empresarial'],
    ['penal', 'defensa-esencial', 'Defensa Esencial'],
    ['penal-economico', 'penal-economico', 'Consulta Penal Económico'],
    ['tributario', 'tributario', 'Consulta Tributaria'],
    ['consumidor', 'reclamos-sernac', 'Reclamos SERNAC'],
    ['migratorio', 'migratorio', 'Consulta Migratoria'],
    ['administracion-publica', 'administracion-publica', 'Consulta de Administración Pública'],
  ] as const)(
    '%s is booked as the %s plan (%s), at its catalogue price',
    (caseType, planId, name) => {
      const estimate = estimateFees({ caseType, amountInDispute: 0 });
      expect(estimate.planId).toBe(planId);
      expect(estimate.plan.name).toBe(name);
      expect(estimate.plan.price).toBe(PLANS[planId].price);
    },
  );

  it('maps every case type to a plan of the catalogue, each case type once', () => {
    expect(CASE_TYPES.every(({ plan }) => isPlanId(plan))).toBe(true);
    expect(new Set(CASE_TYPES.map(({ id }) => id)).size).toBe(CASE_TYPES.length);
  });
});

describe('estimateFees: the market cuota litis', () => {
  it.each([
    [10_000_000, 2_000_000, 3_000_000],
    [1_000_000, 200_000, 300_000],
    [1_234_567, 246_913, 370_370],
  ])('an amount of %i gives a range of %i to %i', (amountInDispute, low, high) => {
    expect(estimateFees({ caseType: 'civil', amountInDispute }).contingency).toEqual({
      amount: amountInDispute,
      low,
      high,
    });
  });

  it('shows no range without an amount in dispute', () => {
    expect(estimateFees({ caseType: 'civil', amountInDispute: 0 }).contingency).toBeUndefined();
  });

  // A criminal defence or a family case is charged as a fixed fee or by stage: a fee on the
  // result is not the norm there (practice, not law: no law fixes fees since DL 3.621 of 1981).
  it.each(['penal', 'penal-economico', 'familia'] as const)(
    'shows no percentage of the amount for a %s case, where a fee on the result is not the norm',
    (caseType) => {
      const estimate = estimateFees({ caseType, amountInDispute: 10_000_000 });
      expect(estimate.contingency).toBeUndefined();
      expect(estimate.noFeeOnResult).toBe(true);
    },
  );

  it.each(['civil', 'laboral'] as const)('keeps the market range for a %s claim', (caseType) => {
    const estimate = estimateFees({ caseType, amountInDispute: 10_000_000 });
    expect(estimate.contingency?.low).toBe(2_000_000);
    expect(estimate.noFeeOnResult).toBe(false);
  });
});
