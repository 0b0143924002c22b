import { describe, expect, it } from 'vitest';
import { verifyRut } from './verify-rut';

describe('verifyRut', () => {
  // Worked examples of the módulo 11 sources, typed in different ways.
  it.each([
    ['12.345.678-5', '12.345.678-5'],
    ['12345678-5', '12.345.678-5'],
    ['123456785', '12.345.678-5'],
    ['12.678.579-8', '12.678.579-8'],
    ['15509661-6', '15.509.661-6'],
    [' 11.222.333-9 ', '11.222.333-9'],
    ['12956784-8', '12.956.784-8'],
    ['76.086.428-5', '76.086.428-5'],
  ])('%s is valid, written %s', (input, formatted) => {
    expect(verifyRut(input)).toEqual({ status: 'valido', formatted });
  });

  it.each([
    ['12.345.678-4', '5'],
    ['11.222.333-K', '9'],
  ])('%s has the wrong check digit (should be %s)', (input, expected) => {
    const verdict = verifyRut(input);
    expect(verdict.status).toBe('digito-incorrecto');
    expect(verdict).toMatchObject({ expected });
  });

  it('accepts a lower-case k and writes it upper-case', () => {
    expect(verifyRut('10000013-k')).toEqual({ status: 'valido', formatted: '10.000.013-K' });
  });

  it.each([
    ['', 'vacio'],
    ['12.345.678-X', 'mal-escrito'],
    ['abc', 'mal-escrito'],
    ['123-4', 'mal-escrito'],
    ['1234567890-1', 'mal-escrito'],
  ])('%s → %s', (input, status) => {
    expect(verifyRut(input).status).toBe(status);
  });

  it('explains the wrong digit in Spanish', () => {
    expect(verifyRut('12.345.678-4')).toMatchObject({
      message: 'El dígito verificador no corresponde: para 12.345.678 debería ser 5.',
    });
  });
});
