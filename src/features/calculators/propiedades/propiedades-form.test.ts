import { describe, expect, it } from 'vitest';
import { computePropiedades, parsePercent, PROPIEDADES_DEFAULTS } from './propiedades-form';

const values = (changes: Partial<typeof PROPIEDADES_DEFAULTS>) => ({
  ...PROPIEDADES_DEFAULTS,
  ...changes,
});

const labels = (changes: Partial<typeof PROPIEDADES_DEFAULTS>) =>
  computePropiedades(values(changes)).outcome?.lines.map((line) => line.label);

describe('computePropiedades', () => {
  it('computes the default purchase: $120.000.000 with a 20-year loan of $96.000.000', () => {
    const { outcome } = computePropiedades(values({}));
    expect(outcome?.costs.transfer.amount).toBe(240_000);
    expect(outcome?.costs.mortgage?.amount).toBe(192_000);
    expect(outcome?.costs.stampTax?.amount).toBe(768_000);
    expect(outcome?.costs.notary).toBe(120_000);
    expect(outcome?.costs.total).toBe(4_406_000);
    expect(outcome?.priceInUf).toBeCloseTo(120_000_000 / 39_841.72, 6);
  });

  it('shows every cost line with its basis', () => {
    const { outcome } = computePropiedades(values({}));
    expect(outcome?.lines.map((line) => [line.label, line.detail])).toEqual([
      ['Conservador: inscripción de la compraventa', '2 por mil de $120.000.000'],
      ['Conservador: inscripción de la hipoteca', '2 por mil de $96.000.000'],
      [
        'Impuesto de timbres y estampillas',
        'Máximo de 0,8% de $96.000.000: el plazo es de 13 meses o más',
      ],
      ['Notaría (referencial)', '0,1% de $120.000.000. Cotiza en la notaría'],
      [
        'Estudio de títulos (referencial)',
        'Honorario del abogado que revisa los títulos; cotízalo',
      ],
      [
        'Corretaje con IVA (práctica de mercado)',
        '2% de $120.000.000 = $2.400.000, más IVA del 19% ($456.000)',
      ],
      [
        'Certificados (referencial)',
        'Dominio vigente, hipotecas y gravámenes, y otros que pidan el banco o el notario',
      ],
    ]);
  });

  it.each([
    ['1', '0,066% × 1 mes = 0,066% de $96.000.000', 63_360],
    ['12', '0,066% × 12 meses = 0,792% de $96.000.000', 760_320],
    ['13', 'Máximo de 0,8% de $96.000.000: el plazo es de 13 meses o más', 768_000],
  ])('stamp tax over %s months: %s', (plazo, detail, amount) => {
    const line = computePropiedades(values({ plazo })).outcome?.lines[2];
    expect(line).toEqual({ label: 'Impuesto de timbres y estampillas', amount, detail });
  });

  it.each([[{ credito: '0' }], [{ credito: '' }], [{ credito: '0', plazo: 'x' }]])(
    'without a loan leaves out the mortgage and the stamp tax, and ignores the term (%#)',
    (changes) => {
      const { errors, outcome } = computePropiedades(values(changes));
      expect(errors).toEqual({});
      expect(outcome?.costs.stampTax).toBeUndefined();
      expect(labels(changes)).not.toContain('Conservador: inscripción de la hipoteca');
    },
  );

  it('charges 3 per mil elsewhere, on the capped base', () => {
    const { outcome } = computePropiedades(
      values({ precio: '200.000.000', credito: '0', conservador: 'tres-por-mil' }),
    );
    expect(outcome?.lines[0]).toEqual({
      label: 'Conservador: inscripción de la compraventa',
      amount: 384_000,
      detail: '3 por mil del tope de la base, $128.000.000 (el precio lo supera)',
    });
    expect(outcome?.costs.notaryCapped).toBe(true);
  });

  it('leaves out the lines set to zero', () => {
    expect(labels({ corretaje: '0', estudio: '0', certificados: '' })).toEqual([
      'Conservador: inscripción de la compraventa',
      'Conservador: inscripción de la hipoteca',
      'Impuesto de timbres y estampillas',
      'Notaría (referencial)',
    ]);
  });

  it.each([
    [{ precio: '' }, 'precio', 'Ingresa el precio.'],
    [{ precio: '0' }, 'precio', 'El precio debe ser mayor que cero.'],
    [{ credito: 'mucho' }, 'credito', 'Escribe el crédito solo con números, por ejemplo 60.000.'],
    [{ plazo: '0' }, 'plazo', 'El plazo en meses debe estar entre 1 y 600.'],
    [{ plazo: '' }, 'plazo', 'Ingresa el plazo en meses.'],
    [{ conservador: 'otro' }, 'conservador', 'Elige el Conservador de la propiedad.'],
    [{ corretaje: '12' }, 'corretaje', 'La comisión de corretaje debe estar entre 0% y 10%.'],
    [
      { notaria: '0.1' },
      'notaria',
      'Escribe el porcentaje de la notaría como un número, por ejemplo 2 o 0,5.',
    ],
    [
      { topeConservador: '0' },
      'topeConservador',
      'El tope del Conservador debe ser mayor que cero.',
    ],
    [{ uf: '' }, 'uf', 'Ingresa el valor de la UF.'],
  ] as const)('computes nothing from invalid input (%#)', (changes, field, message) => {
    const { errors, outcome } = computePropiedades(values(changes));
    expect(outcome).toBeUndefined();
    expect(errors[field]).toBe(message);
  });
});

describe('parsePercent', () => {
  it.each([
    ['2', 2],
    ['0,1', 0.1],
    ['2,5%', 2.5],
    ['0', 0],
  ])('%s → %d', (text, value) => {
    expect(parsePercent(text, 'la comisión', 10)).toEqual({ ok: true, value });
  });
});
