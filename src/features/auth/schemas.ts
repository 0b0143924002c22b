import { z } from 'zod';

/** Field rules of the auth forms, with the messages a person reads. */
export const emailField = z
  .string()
  .trim()
  .min(1, 'Ingresa tu correo')
  .pipe(z.email('Correo electrónico inválido'));
export const passwordField = z.string().min(8, 'La contraseña debe tener al menos 8 caracteres');

export const signInSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Ingresa tu contraseña'),
});

export const signUpSchema = z.object({
  nombre: z.string().trim().min(2, 'Ingresa tu nombre'),
  email: emailField,
  telefono: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\+?[\d\s-]{8,15}$/.test(v), 'Teléfono inválido'),
  password: passwordField,
});

export const forgotSchema = z.object({ email: emailField });

export const newPasswordSchema = z
  .object({ password: passwordField, confirmacion: z.string() })
  .refine((v) => v.password === v.confirmacion, {
    message: 'Las contraseñas no coinciden',
    path: ['confirmacion'],
  });

/** Where to go after signing in: an in-app path only, never another site. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}
