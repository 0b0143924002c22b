import { formatMonthYear } from './dates';
import { isSentenceCase, sentenceStart } from './text';

describe('sentenceStart', () => {
  it.each([
    ['noviembre de 2026', 'Noviembre de 2026'],
    ['noviembre – diciembre de 2026', 'Noviembre – diciembre de 2026'],
    ['ñuñoa', 'Ñuñoa'],
    ['Derecho laboral', 'Derecho laboral'],
    ['', ''],
  ])('turns %j into %j', (text, expected) => {
    expect(sentenceStart(text)).toBe(expected);
  });

  it('capitalises only the first word of a month and year', () => {
    expect(sentenceStart(formatMonthYear('2026-11-24'))).toBe('Noviembre de 2026');
  });
});

describe('capitals in the interface', () => {
  it('never come from CSS capitalize, which capitalises every word', () => {
    const components = import.meta.glob<string>('/src/**/*.tsx', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(components).length).toBeGreaterThan(50);
    const offenders = Object.entries(components)
      .filter(([, text]) => /className=[^>]*\bcapitalize\b/.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});

describe('isSentenceCase', () => {
  it.each([
    ['Derecho laboral', true],
    ['Derecho Laboral', false],
    ['Reclamos SERNAC', true],
    ['Fiscalizaciones del SII', true],
    ['Consulta de Emergencia', false],
    ['Marcas y Patentes', false],
  ])('judges %j as %s', (label, expected) => {
    expect(isSentenceCase(label)).toBe(expected);
  });

  it('lets proper names keep their capitals', () => {
    expect(isSentenceCase('Agenda Contratos Express', ['Contratos Express'])).toBe(true);
    expect(isSentenceCase('Abogados en Santiago', ['Santiago'])).toBe(true);
  });
});
