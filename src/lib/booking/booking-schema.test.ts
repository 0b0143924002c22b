import { personalDataSchema } from './booking-schema';

const valid = {
  nombre: 'María Pérez',
  rut: '12.345.678-5',
  email: 'maria@ejemplo.cl',
  telefono: '+56 9 1234 5678',
  empresa: '',
  descripcion: '',
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
    expect(messages({ descripcion: 'Mi caso\u202Eoculto' })).toEqual([
      'La descripción tiene caracteres no permitidos',
    ]);
  });
});
