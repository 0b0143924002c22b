import { newPasswordSchema, safeNext, signInSchema, signUpSchema } from './schemas';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('auth form rules', () => {
  it('explains each bad field in Spanish', () => {
    expect(messages(signInSchema.safeParse({ email: '', password: '' }))).toEqual([
      'Ingresa tu correo',
      'Ingresa tu contraseña',
    ]);
    expect(
      messages(
        signUpSchema.safeParse({ nombre: 'A', email: 'a@b', telefono: '12', password: 'corta' }),
      ),
    ).toEqual([
      'Ingresa tu nombre',
      'Correo electrónico inválido',
      'Teléfono inválido',
      'La contraseña debe tener al menos 8 caracteres',
    ]);
    expect(
      messages(newPasswordSchema.safeParse({ password: 'clave-larga', confirmacion: 'otra' })),
    ).toEqual(['Las contraseñas no coinciden']);
  });

  it('accepts a complete sign-up, the phone being optional', () => {
    expect(
      signUpSchema.safeParse({
        nombre: 'Ana',
        email: 'ana@ejemplo.cl',
        telefono: '',
        password: 'clave-larga',
      }).success,
    ).toBe(true);
  });

  it.each([
    ['/admin', '/admin'],
    ['/admin?tab=reservas', '/admin?tab=reservas'],
    [null, '/'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
  ])('goes next to %j → %s', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });
});
