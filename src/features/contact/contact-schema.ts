import { z } from 'zod';
import {
  EMAIL_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  PHONE_MAX,
  charLength,
  isValidEmail,
  isValidName,
  isValidPhone,
  isVisibleText,
} from '@/lib/validation/fields';

/**
 * The contact form's fields with the messages a person reads. They are the database's own rules
 * (enviar_mensaje_contacto), so what the form accepts is what the firm stores.
 */
export const nombreField = z
  .string()
  .trim()
  .min(2, { error: 'Ingresa tu nombre', abort: true })
  .max(NAME_MAX, { error: `El nombre puede tener hasta ${NAME_MAX} caracteres`, abort: true })
  .refine(isValidName, 'El nombre solo puede tener letras, espacios, apóstrofos, puntos y guiones');

export const emailField = z
  .string()
  .trim()
  .min(1, { error: 'Ingresa tu correo', abort: true })
  .max(EMAIL_MAX, { error: 'El correo es demasiado largo', abort: true })
  .refine(isValidEmail, 'Correo electrónico inválido (ejemplo: nombre@correo.cl)');

export const telefonoField = z
  .string()
  .trim()
  .max(PHONE_MAX, { error: 'Teléfono demasiado largo', abort: true })
  .refine(
    (value) => value === '' || isValidPhone(value),
    'Teléfono inválido (ejemplo: +56 9 1234 5678)',
  );

export const MESSAGE_MIN = 10;

export const mensajeField = z
  .string()
  .trim()
  .min(MESSAGE_MIN, `Cuéntanos tu consulta en al menos ${MESSAGE_MIN} caracteres`)
  .refine(
    (value) => charLength(value) <= MESSAGE_MAX,
    `El mensaje puede tener hasta ${MESSAGE_MAX} caracteres`,
  )
  .refine((value) => isVisibleText(value, true), 'El mensaje tiene caracteres no permitidos');

export const contactSchema = z.object({
  nombre: nombreField,
  email: emailField,
  telefono: telefonoField,
  servicio: z.string().min(1, 'Elige el tema de tu consulta'),
  mensaje: mensajeField,
});

export type ContactValues = z.input<typeof contactSchema>;

export const EMPTY_CONTACT: ContactValues = {
  nombre: '',
  email: '',
  telefono: '',
  servicio: '',
  mensaje: '',
};
