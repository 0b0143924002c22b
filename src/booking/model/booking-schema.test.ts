import { FOREIGN_DOCUMENT_ERROR } from '../../lib/identity/document';
import { RUT_ERROR } from '../../lib/rut/rut';
import { AGE_STATEMENT_ERROR, personalDataSchema, SENSITIVE_CONSENT_ERROR } from './booking-schema';

const valid = {
  nombre: 'María Pérez',
  tipoDocumento: 'rut',
  rut: '12.345.678-5',
  email: 'maria@ejemplo.cl',
  telefono: '+56 9 1234 5678',
  empresa: '',
  descripcion: '',
  declaracionEdad: 'mayor_de_edad',
  consienteSensibles: false,
};

const messages = (input: object) => {
  const result = personalDataSchema.safeParse({ ...valid, ...input });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('personalDataSchema', () => {
  it('accepts a complete booking form, with empresa and descripcion optional', () => {
    expect(messages({})).toEqual([]);
  });

  it('says in Spanish what is missing or wrong', () => {
    expect(messages({ nombre: ' ' })).toEqual(['Ingresa tu nombre completo']);
    expect(messages({ rut: '12.345.678-K' })).toEqual([
      'RUT inválido. Revisa el número y el dígito verificador.',
    ]);
    expect(messages({ email: 'maria@' })).toEqual(['Correo electrónico inválido']);
    expect(messages({ telefono: '1234' })).toEqual([
      'Ingresa un teléfono válido, por ejemplo +56 9 1234 5678',
    ]);
    expect(messages({ telefono: 'llámame' })).toHaveLength(1);
    expect(messages({ descripcion: 'x'.repeat(2001) })).toEqual([
      'La descripción admite hasta 2000 caracteres',
    ]);
  });

  it('checks the number by the chosen document: a RUT by módulo 11, another by format', () => {
    expect(messages({ tipoDocumento: 'pasaporte', rut: 'AB1234567' })).toEqual([]);
    expect(messages({ tipoDocumento: 'id_extranjero', rut: 'X-123456-Z' })).toEqual([]);
    expect(messages({ tipoDocumento: 'pasaporte', rut: 'ABCDEFG' })).toEqual([
      FOREIGN_DOCUMENT_ERROR,
    ]);
    expect(messages({ tipoDocumento: 'rut', rut: 'AB1234567' })).toEqual([RUT_ERROR]);
    expect(messages({ rut: '' })).toEqual(['Ingresa el número de tu documento']);
    expect(messages({ tipoDocumento: 'licencia' })).toHaveLength(1);
  });

  it('asks for the authorisation of sensitive data only when a description is written', () => {
    expect(messages({ descripcion: '   ' })).toEqual([]);
    expect(messages({ descripcion: 'Me despidieron estando con licencia médica' })).toEqual([
      SENSITIVE_CONSENT_ERROR,
    ]);
    expect(
      messages({
        descripcion: 'Me despidieron estando con licencia médica',
        consienteSensibles: true,
      }),
    ).toEqual([]);
  });

  it('requires the age statement, either of its two answers', () => {
    expect(messages({ declaracionEdad: '' })).toEqual([AGE_STATEMENT_ERROR]);
    expect(messages({ declaracionEdad: 'menor' })).toEqual([AGE_STATEMENT_ERROR]);
    expect(messages({ declaracionEdad: 'representante' })).toEqual([]);
  });

  it('reports the document alongside another field’s wrong value', () => {
    expect(messages({ email: 'maria@', rut: '12.345.678-9' })).toEqual([
      'Correo electrónico inválido',
      RUT_ERROR,
    ]);
  });

  it('refuses what the database refuses: invisible names, markup, hidden characters', () => {
    expect(messages({ nombre: '\u200B\u200B\u200B' })).toEqual([
      'El nombre solo puede tener letras, espacios, apóstrofos, puntos y guiones',
    ]);
    expect(messages({ email: '<script>@x.cl' })).toEqual(['Correo electrónico inválido']);
    expect(messages({ telefono: '<b>912345678</b>' })).toEqual([
      'Ingresa un teléfono válido, por ejemplo +56 9 1234 5678',
    ]);
    expect(messages({ empresa: '<img src=x onerror=alert(1)>' })).toEqual([
      'El nombre de la empresa tiene caracteres no permitidos',
    ]);
    expect(messages({ descripcion: 'Mi caso\u202Eoculto', consienteSensibles: true })).toEqual([
      'La descripción tiene caracteres no permitidos',
    ]);
  });
});
