import { describe, expect, it } from 'vitest';
import {
  parseAmount,
  parseChileanNumber,
  parseIsoDate,
  parseOptionalAmount,
  parseWholeNumber,
} from './parse-input';

describe('parseChileanNumber', () => {
  it.each([
    ['850000', 850000],
    ['850.000', 850000],
    ['$ 1.250.000', 1250000],
    ['39.841,72', 39841.72],
    ['39841,72', 39841.72],
    ['0', 0],
    ['85.00', null],
    ['abc', null],
    ['-5', null],
    ['', null],
  ])('%s → %s', (text, expected) => {
    expect(parseChileanNumber(text)).toBe(expected);
  });
});

describe('field parsers', () => {
  it.each([
    [parseAmount('', 'el sueldo'), 'Ingresa el sueldo.'],
    [parseAmount('mil', 'el sueldo'), 'Escribe el sueldo solo con números, por ejemplo 850.000.'],
    [parseAmount('0', 'el sueldo'), 'El sueldo debe ser mayor que cero.'],
    [parseWholeNumber('2,5', 'los hijos', 1, 20), 'Los hijos debe ser un número entero.'],
    [parseWholeNumber('0', 'los hijos', 1, 20), 'Los hijos debe estar entre 1 y 20.'],
    [parseIsoDate('2025-02-30', 'la fecha'), 'La fecha no es una fecha válida.'],
    [parseIsoDate('', 'la fecha'), 'Ingresa la fecha.'],
  ])('rejects bad input in Spanish (%#)', (parsed, error) => {
    expect(parsed).toEqual({ ok: false, error });
  });

  it('reads valid input', () => {
    expect(parseAmount('1.000', 'x')).toEqual({ ok: true, value: 1000 });
    expect(parseOptionalAmount('', 'x')).toEqual({ ok: true, value: 0 });
    expect(parseWholeNumber('3', 'x', 1, 20)).toEqual({ ok: true, value: 3 });
    expect(parseIsoDate('2024-02-29', 'x')).toEqual({ ok: true, value: '2024-02-29' });
  });
});
