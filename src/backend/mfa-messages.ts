import { BackendError } from './port';

/**
 * What a person reads when a two-step code is refused, the same in both modes. The embedded
 * database names the outcome; Supabase Auth answers with its own codes, mapped to these.
 */
export const wrongCode = (): BackendError =>
  new BackendError(
    'El código no es correcto. Usa el que muestra ahora tu aplicación de autenticación y revisa que la hora de tu teléfono sea automática.',
    'codigo_invalido',
  );

export const usedCode = (): BackendError =>
  new BackendError(
    'Ese código ya se usó. Espera el siguiente código de tu aplicación (cambia cada 30 segundos).',
    'codigo_usado',
  );

/** Too many wrong codes: wait `seconds` (rounded up to minutes when over one). */
export function waitForCode(seconds?: number): BackendError {
  const wait =
    seconds === undefined
      ? 'un momento'
      : seconds > 60
        ? `${String(Math.ceil(seconds / 60))} minutos`
        : `${String(Math.max(1, Math.ceil(seconds)))} segundos`;
  return new BackendError(
    `Demasiados códigos incorrectos. Por seguridad, espera ${wait} antes de volver a intentarlo.`,
    'espera_codigo',
  );
}

export const needsSecondStep = (): BackendError =>
  new BackendError(
    'Confirma primero el código de tu aplicación de autenticación.',
    'requiere_aal2',
  );
