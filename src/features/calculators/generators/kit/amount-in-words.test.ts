import { describe, expect, it } from 'vitest';
import { numberInWords, pesosInWords } from './amount-in-words';

describe('numberInWords', () => {
  it.each([
    [0, 'cero'],
    [1, 'un'],
    [16, 'dieciséis'],
    [21, 'veintiún'],
    [30, 'treinta'],
    [45, 'cuarenta y cinco'],
    [100, 'cien'],
    [101, 'ciento un'],
    [515, 'quinientos quince'],
    [1000, 'mil'],
    [1001, 'mil un'],
    [21_000, 'veintiún mil'],
    [100_000, 'cien mil'],
    [350_000, 'trescientos cincuenta mil'],
    [999_999, 'novecientos noventa y nueve mil novecientos noventa y nueve'],
    [1_000_000, 'un millón'],
    [1_250_000, 'un millón doscientos cincuenta mil'],
    [2_000_000, 'dos millones'],
    [21_000_000, 'veintiún millones'],
    [150_000_000, 'ciento cincuenta millones'],
  ])('%i → %s', (value, words) => {
    expect(numberInWords(value)).toBe(words);
  });

  it('refuses negative and huge amounts', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1e12)).toThrow(RangeError);
  });
});

describe('pesosInWords', () => {
  it.each([
    [450_000, 'cuatrocientos cincuenta mil pesos'],
    [1_000_000, 'un millón de pesos'],
    [3_000_000, 'tres millones de pesos'],
    [1_500_000, 'un millón quinientos mil pesos'],
  ])('%i → %s', (value, words) => {
    expect(pesosInWords(value)).toBe(words);
  });
});
