import { RETENTION_RULES, retentionPeriod, retentionRule } from './retention';

describe('retention schedule', () => {
  it('has one rule per key, each a positive whole period', () => {
    const keys = RETENTION_RULES.map((rule) => rule.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const rule of RETENTION_RULES) {
      expect(Number.isInteger(rule.amount) && rule.amount > 0, rule.key).toBe(true);
      expect(rule.decided).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('keeps paid bookings the 6 years tax law requires, and unpaid ones far less', () => {
    expect(retentionPeriod(retentionRule('reservas_pagadas'))).toBe('6 años');
    expect(retentionPeriod(retentionRule('reservas_sin_pago'))).toBe('12 meses');
  });

  it('words singular and plural periods', () => {
    expect(retentionPeriod({ amount: 1, unit: 'anios' })).toBe('1 año');
    expect(retentionPeriod({ amount: 90, unit: 'dias' })).toBe('90 días');
  });
});
