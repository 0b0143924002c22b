import { describe, expect, it, vi } from 'vitest';
import { bindReferenceField } from './reference-binding';
import { UF, type ReferenceValue } from './reference-values';

const TODAY: ReferenceValue = {
  value: 40000,
  asOf: '2026-11-27',
  source: 'https://api.cmfchile.cl',
  verified: true,
};

describe('bindReferenceField', () => {
  it('binds the field and shows the prerendered value until the day’s arrives', () => {
    const setField = vi.fn();
    const reference = bindReferenceField({ values: { uf: '39.841,72' }, errors: {}, setField });
    const props = reference('uf', UF);
    expect(props).toMatchObject({ name: 'uf', value: '39.841,72', reference: UF });
    props.onChange('40.000');
    expect(setField).toHaveBeenCalledWith('uf', '40.000');
  });

  it('shows the day’s value, keeping the page’s own caveat', () => {
    const reference = bindReferenceField({
      values: { uf: '40.000' },
      errors: { uf: 'Revisa el valor.' },
      setField: () => undefined,
      references: { uf: TODAY },
    });
    const props = reference('uf', UF);
    expect(props.error).toBe('Revisa el valor.');
    expect(props.reference).toMatchObject({ value: 40000, asOf: '2026-11-27' });
    expect(props.reference.caveat).toContain(UF.caveat);
  });
});
