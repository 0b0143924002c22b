import {
  documentError,
  documentLabel,
  formatDocument,
  isValidDocument,
  isValidForeignDocument,
} from './document';

describe('identity documents', () => {
  it.each(['AB123456', 'x-1234567-z', '12345', 'P' + '1'.repeat(19), ' ab12345 '])(
    'accepts the foreign number %j',
    (number) => {
      expect(isValidForeignDocument(number)).toBe(true);
    },
  );

  it.each([
    ['too short', 'A123'],
    ['too long', 'A'.repeat(20) + '1'],
    ['without a digit', 'ABCDEFG'],
    ['with a space inside', 'AB 123456'],
    ['with dots', 'AB.123.456'],
    ['with markup', '<b>1234</b>'],
    ['empty', ''],
  ])('refuses a foreign number %s', (_case, number) => {
    expect(isValidForeignDocument(number)).toBe(false);
  });

  it('checks a RUT by módulo 11 and another document by format', () => {
    expect(isValidDocument('rut', '12.345.678-5')).toBe(true);
    expect(isValidDocument('rut', '12.345.678-9')).toBe(false);
    expect(isValidDocument('rut', 'AB123456')).toBe(false);
    expect(isValidDocument('pasaporte', 'AB123456')).toBe(true);
    expect(isValidDocument('id_extranjero', '12.345.678-5')).toBe(false);
  });

  it('formats and labels by type', () => {
    expect(formatDocument('rut', '123456785')).toBe('12.345.678-5');
    expect(formatDocument('pasaporte', ' ab123456 ')).toBe('AB123456');
    expect(documentLabel('pasaporte')).toBe('Pasaporte');
    expect(documentLabel('id_extranjero')).toBe('Documento extranjero');
    expect(documentLabel(undefined)).toBe('RUT');
    expect(documentError('pasaporte')).toMatch(/5 a 20/);
  });
});
