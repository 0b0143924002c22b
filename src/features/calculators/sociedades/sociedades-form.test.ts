import { describe, expect, it } from 'vitest';
import { computeSociedades, SOCIEDADES_DEFAULTS } from './sociedades-form';

const values = (changes: Partial<typeof SOCIEDADES_DEFAULTS>) => ({
  ...SOCIEDADES_DEFAULTS,
  ...changes,
});

/** 5.000 UF at the default UF, $39.841,72: $199.208.600. */
const LIMIT = 199_208_600;

describe('computeSociedades', () => {
  it('by default: a one-person SpA through Tu Empresa en un Día', () => {
    const { errors, outcome } = computeSociedades(values({}));
    expect(errors).toEqual({});
    expect(outcome?.lines).toEqual([
      {
        label: '1. Formulario en el Registro de Empresas y Sociedades',
        amount: 0,
        detail: 'Registro electrónico y gratuito: sin escritura, extracto ni publicación',
      },
      {
        label: '2. Firma electrónica avanzada del accionista',
        amount: 10_000,
        detail:
          '1 × $10.000 ante notario (referencial, cotiza); sin costo con firma electrónica avanzada propia',
      },
      {
        label: '3. RUT e inicio de actividades en el SII',
        amount: 0,
        detail: 'Trámite gratuito en sii.cl',
      },
      {
        label: '4. Cuenta bancaria de la empresa',
        amount: 0,
        detail: 'Su costo depende del banco: no se incluye en el total',
      },
    ]);
    expect(outcome?.result.total).toBe(10_000);
  });

  it.each([
    // type, route, partners, steps, total
    ['spa', 'registro', '3', 4, 30_000],
    ['srl', 'registro', '2', 4, 20_000],
    ['eirl', 'registro', '1', 4, 10_000],
    ['spa', 'notaria', '1', 5, 200_000],
    ['srl', 'notaria', '2', 5, 200_000],
    ['eirl', 'notaria', '1', 5, 200_000],
    ['sa', 'notaria', '2', 5, 200_000],
  ])('%s by %s with %s partners: %i steps, $%i', (tipo, via, socios, steps, total) => {
    const { errors, outcome } = computeSociedades(values({ tipo, via, socios }));
    expect(errors).toEqual({});
    expect(outcome?.lines).toHaveLength(steps);
    expect(outcome?.result.total).toBe(total);
  });

  it.each([
    ['srl', '2', '2. Firma electrónica avanzada de los socios'],
    ['eirl', '1', '2. Firma electrónica avanzada del titular'],
    ['spa', '5', '2. Firma electrónica avanzada de los accionistas'],
  ])('names who signs a %s with %s partners', (tipo, socios, label) => {
    const { outcome } = computeSociedades(values({ tipo, socios }));
    expect(outcome?.lines[1]?.label).toBe(label);
  });

  it.each([
    [String(LIMIT), 0, 'Gratis: el capital (5.000,00 UF) no supera 5.000 UF'],
    [String(LIMIT + 1), 39_842, '1 UF: el capital (5.000,00 UF) supera 5.000 UF'],
    ['500.000.000', 39_842, '1 UF: el capital (12.549,66 UF) supera 5.000 UF'],
  ])('by deed with capital %s, the Diario Oficial costs $%i', (capital, amount, detail) => {
    const { outcome } = computeSociedades(values({ via: 'notaria', capital }));
    expect(outcome?.lines[1]).toEqual({
      label: '2. Extracto en el Diario Oficial',
      amount,
      detail,
    });
  });

  it('forms a sociedad anónima cerrada in Tu Empresa en un Día (Ley 20.659 art. 2 lists it)', () => {
    const { errors, outcome } = computeSociedades(
      values({ tipo: 'sa', via: 'registro', socios: '2' }),
    );
    expect(errors).toEqual({});
    expect(outcome?.type).toBe('sa');
    expect(outcome?.result.steps.map((step) => step.id)).toContain('formulario');
  });

  it('reads only the fees of the chosen route', () => {
    expect(computeSociedades(values({ escritura: 'x' })).errors).toEqual({});
    expect(computeSociedades(values({ via: 'notaria', firma: 'x' })).errors).toEqual({});
  });

  it.each([
    [{ tipo: 'otra' }, 'tipo', 'Elige el tipo de sociedad.'],
    [{ via: 'correo' }, 'via', 'Elige cómo constituirla.'],
    [{ capital: '' }, 'capital', 'Ingresa el capital.'],
    [{ capital: '0' }, 'capital', 'El capital debe ser mayor que cero.'],
    [{ socios: '' }, 'socios', 'Ingresa el número de socios.'],
    [{ socios: '1,5' }, 'socios', 'El número de socios debe ser un número entero.'],
    [{ socios: '0' }, 'socios', 'La sociedad por acciones necesita al menos 1 accionista.'],
    [
      { tipo: 'srl', socios: '1' },
      'socios',
      'La sociedad de responsabilidad limitada necesita entre 2 y 50 socios.',
    ],
    [{ tipo: 'eirl', socios: '2' }, 'socios', 'La EIRL tiene un solo titular: escribe 1.'],
    [
      { tipo: 'sa', via: 'notaria', socios: '1' },
      'socios',
      'La sociedad anónima necesita al menos 2 accionistas.',
    ],
    [{ uf: '0' }, 'uf', 'El valor de la UF debe ser mayor que cero.'],
    [
      { firma: 'diez mil' },
      'firma',
      'Escribe la firma ante notario solo con números, por ejemplo 60.000.',
    ],
    [
      { via: 'notaria', escritura: '1,2,3' },
      'escritura',
      'Escribe la escritura solo con números, por ejemplo 60.000.',
    ],
    [
      { via: 'notaria', registroComercio: '-5' },
      'registroComercio',
      'Escribe el Registro de Comercio solo con números, por ejemplo 60.000.',
    ],
  ] as const)('computes nothing from invalid input (%#)', (changes, field, message) => {
    const { errors, outcome } = computeSociedades(values(changes));
    expect(outcome).toBeUndefined();
    expect(errors[field]).toBe(message);
  });
});
