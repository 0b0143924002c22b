import { cleanRut, formatRut, isValidRut, RUT_ERROR, rutCheckDigit } from './rut';

describe('cleanRut', () => {
  it.each([
    ['12.345.678-5', '123456785'],
    [' 12 345 678 - 5 ', '123456785'],
    ['10.000.013-k', '10000013K'],
    ['123456785', '123456785'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(cleanRut(input)).toBe(expected);
  });

  it('keeps characters that are not separators, so they fail validation', () => {
    expect(cleanRut('12.345.678-x')).toBe('12345678X');
    expect(cleanRut('12,345,678-5')).toBe('12,345,6785');
  });

  it.each(['\t', '\n', '\r', '\u00A0', '\u200B', '\u3000'])(
    'keeps %j, which no RUT holds, so the RUT fails validation',
    (character) => {
      expect(isValidRut(`12.345.678${character}-5`)).toBe(false);
    },
  );
});

describe('rutCheckDigit', () => {
  it.each([
    ['12345678', '5'],
    ['11222333', '9'],
    ['1234567', '4'],
    ['10000013', 'K'],
    ['10000004', '0'],
    ['1', '9'],
  ])('the check digit of %s is %s', (body, digit) => {
    expect(rutCheckDigit(body)).toBe(digit);
  });

  it.each(['', '12.345.678', '1234567K'])('rejects the body %j', (body) => {
    expect(() => rutCheckDigit(body)).toThrow('Cuerpo de RUT inválido');
  });
});

describe('isValidRut', () => {
  it.each([
    '12.345.678-5',
    '11.222.333-9',
    '123456785',
    '12345678-5',
    ' 12.345.678 - 5 ',
    '1.234.567-4',
  ])('accepts %j', (input) => {
    expect(isValidRut(input)).toBe(true);
  });

  it('accepts a K check digit written in either case', () => {
    const body = '10000013';
    expect(rutCheckDigit(body)).toBe('K');
    expect(isValidRut(`${body}-k`)).toBe(true);
    expect(isValidRut(`${body}-K`)).toBe(true);
    expect(isValidRut(formatRut(`${body}k`))).toBe(true);
  });

  it('accepts a 0 check digit', () => {
    expect(isValidRut('10.000.004-0')).toBe(true);
  });

  it.each([
    ['a wrong check digit', '12.345.678-K'],
    ['another wrong check digit', '12.345.678-4'],
    ['K where 0 is due', '10.000.004-K'],
    ['a 6-digit body', '123.456-0'],
    ['a 9-digit body', '123.456.789-2'],
    ['a letter in the body', '12.34A.678-5'],
    ['a stray letter after the check digit', '12.345.678-5x'],
    ['a missing check digit', '12.345.678'],
    ['an empty string', ''],
    ['a lone K', 'K'],
  ])('rejects %s (%j)', (_case, input) => {
    expect(isValidRut(input)).toBe(false);
  });

  it('rejects a 6-digit body even with its correct check digit', () => {
    expect(isValidRut(`123456-${rutCheckDigit('123456')}`)).toBe(false);
  });

  it('rejects a 9-digit body even with its correct check digit', () => {
    expect(isValidRut(`123456789-${rutCheckDigit('123456789')}`)).toBe(false);
  });
});

describe('formatRut', () => {
  it.each([
    ['123456785', '12.345.678-5'],
    ['12345678-5', '12.345.678-5'],
    [' 12 345 678 - 5 ', '12.345.678-5'],
    ['12.345.678-5', '12.345.678-5'],
    ['112223339', '11.222.333-9'],
    ['12345674', '1.234.567-4'],
    ['10000013k', '10.000.013-K'],
  ])('writes %j as %j', (input, expected) => {
    expect(formatRut(input)).toBe(expected);
  });

  it.each([
    ['', ''],
    ['1', '1'],
    ['k', 'K'],
    ['12', '1-2'],
    ['1234', '123-4'],
    ['12345', '1.234-5'],
    ['1234567', '123.456-7'],
  ])('formats partial input %j as %j while the user types', (input, expected) => {
    expect(formatRut(input)).toBe(expected);
  });

  it('gives the same result when applied again to its own output', () => {
    for (const input of ['1', '12', '1234', '123456785', '10000013k']) {
      expect(formatRut(formatRut(input))).toBe(formatRut(input));
    }
  });
});

describe('RUT_ERROR', () => {
  it('tells the user, in Spanish, what to check', () => {
    expect(RUT_ERROR).toBe('RUT inválido. Revisa el número y el dígito verificador.');
  });
});
