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
});
