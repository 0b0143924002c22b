import { safeNextPath } from '@/components/auth/landing';
import { z } from 'zod';
import { isValidEmail, isValidName, isValidPhone } from '@/lib/validation/fields';

/**
 * Field rules of the auth forms, with the messages a person reads: the database's own rules
 * (src/lib/validation), so an address the profile would refuse is refused here, in Spanish,
 * before the sign-up is sent.
 */
export const emailField = z
  .string()
  .trim()
  .min(1, { error: 'Ingresa tu correo', abort: true })
  .refine(isValidEmail, 'Correo electrónico inválido');
export const passwordField = z.string().min(8, 'La contraseña debe tener al menos 8 caracteres');

export const signInSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Ingresa tu contraseña'),
});

export const signUpSchema = z.object({
  nombre: z
    .string()
    .trim()
    .min(2, { error: 'Ingresa tu nombre', abort: true })
    .refine(
      isValidName,
      'El nombre solo puede tener letras, espacios, apóstrofos, puntos y guiones',
    ),
  email: emailField,
  telefono: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidPhone(v), 'Teléfono inválido'),
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
  return safeNextPath(next) ?? '/';
}
