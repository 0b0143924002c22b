import { BackendError, type BackendErrorCode } from './port';
import { unpackDatabaseError } from './worker-error-fields';

const NO_PERMISSION = 'No tienes permiso para realizar esta acción';

/** The refusal of a sign-in whose address is not confirmed; the embedded database says the same. */
export const UNCONFIRMED_EMAIL =
  'Tu correo aún no está confirmado: abre el enlace de confirmación para iniciar sesión';

/** The rules the database names in its `hint`; the UI switches on these, never on the text. */
const DATABASE_CODES: readonly BackendErrorCode[] = [
  'horario_ocupado',
  'hora_pasada',
  'horario_invalido',
  'dia_cerrado',
  'fuera_de_plazo',
  'plan_desconocido',
  'nombre_invalido',
  'rut_invalido',
  'documento_invalido',
  'edad_requerida',
  'aviso_invalido',
  'terminos_requeridos',
  'sensibles_requerido',
  'email_invalido',
  'telefono_invalido',
  'empresa_invalida',
  'descripcion_invalida',
  'mensaje_invalido',
  'dato_invalido',
  'dato_demasiado_largo',
  'tipo_reunion',
  'limite_reservas',
  'limite_urgentes',
  'limite_gratuitas',
  'cupo_gratuito',
  'demasiadas_reservas',
  'limite_mensajes',
  'limite_global',
  'cuenta_desactivada',
  'cuenta_existente',
  'sin_sesion',
  'acceso_denegado',
  'ultimo_admin',
  'transicion_invalida',
  'reserva_no_encontrada',
  'aviso_no_encontrado',
  'aviso_enviado',
  'aviso_agotado',
  'aviso_en_curso',
  'aviso_vencido',
  'limite_avisos',
  'reserva_inactiva',
  'rango_invalido',
  'sin_cobro',
  'pago_existente',
  'transferencia_en_revision',
  'pago_en_curso',
  'reserva_vencida',
  'demasiados_intentos',
  'comprobante_invalido',
  'archivo_invalido',
  'pago_no_encontrado',
  'pago_no_verificable',
  'motivo_invalido',
  'reembolso_invalido',
  'factor_existente',
  'enlace_invalido',
  'limite_codigos',
  'solicitud_no_encontrada',
  'prorroga_no_permitida',
  'correo_en_uso',
  'correo_sin_confirmar',
  'reserva_bloqueada',
  'verificacion_humana',
  'valor_fuera_de_rango',
  'valor_desconocido',
  'fecha_invalida',
  'misma_hora',
  'limite_reagendamientos',
  'antes_de_tiempo',
  'mismo_abogado',
  'abogado_no_disponible',
  'abogado_no_encontrado',
  'area_invalida',
  'no_asistio',
];

export const isDatabaseCode = (value: unknown): value is BackendErrorCode =>
  typeof value === 'string' && (DATABASE_CODES as readonly string[]).includes(value);

const field = (error: unknown, name: string): unknown =>
  typeof error === 'object' && error !== null
    ? (error as Record<string, unknown>)[name]
    : undefined;

/**
 * Turns a database or auth error into the message a user sees, with a stable code. The database
 * functions raise Spanish messages with a `hint` naming the rule; Postgres's own refusals (RLS,
 * privileges) get one Spanish sentence; hosted sign-in (GoTrue) answers in English and is
 * translated.
 */
export function toBackendError(received: unknown): BackendError {
  if (received instanceof BackendError) return received;
  const error = unpackDatabaseError(received);
  const raw = field(error, 'message');
  const message = typeof raw === 'string' ? raw : String(error);
  const sqlState =
    typeof field(error, 'code') === 'string' ? (field(error, 'code') as string) : undefined;
  const hint = field(error, 'hint');
  if (isDatabaseCode(hint)) return new BackendError(message, hint, sqlState);
  if (/row-level security|permission denied/i.test(message))
    return new BackendError(NO_PERMISSION, 'sin_permiso', sqlState);
  if (/violates check constraint/i.test(message))
    return new BackendError('Datos inválidos', 'dato_invalido', sqlState);
  const auth = AUTH_MESSAGES.find(([pattern]) => pattern.test(message));
  if (auth) return new BackendError(auth[1], auth[2], sqlState);
  return new BackendError(message, 'desconocido', sqlState);
}

/** Hosted sign-in (GoTrue) answers in English: the messages people meet, in Spanish. */
const AUTH_MESSAGES: readonly (readonly [RegExp, string, BackendErrorCode])[] = [
  [/invalid login credentials/i, 'Correo o contraseña incorrectos', 'credenciales'],
  [
    /validate email address|email address .* is invalid/i,
    'Correo electrónico inválido',
    'email_invalido',
  ],
  [/user already registered/i, 'Ya existe una cuenta con este correo', 'cuenta_existente'],
  [
    /password should be at least/i,
    'La contraseña debe tener al menos 8 caracteres',
    'dato_invalido',
  ],
  [/email not confirmed/i, UNCONFIRMED_EMAIL, 'correo_sin_confirmar'],
  [
    /(for security purposes, you can only request this|email rate limit exceeded)/i,
    'Ya enviamos un enlace hace poco. Espera un minuto antes de pedir otro.',
    'demasiados_intentos',
  ],
  // A PKCE link opened in another browser: GoTrue confirmed the address (or accepted the reset)
  // before sending the person back, but only the browser that asked holds the key to sign in.
  [
    /code verifier not found/i,
    'Abriste el enlace en otro navegador o dispositivo. Si era para confirmar tu correo, ya quedó confirmado: inicia sesión con tu contraseña. Si era para cambiar tu contraseña, pide un enlace nuevo desde este navegador.',
    'enlace_invalido',
  ],
  [
    /(code verifier|invalid flow state|otp.*expired|token has expired)/i,
    'El enlace no es válido o expiró',
    'enlace_invalido',
  ],
  // A sign-up whose profile the database refused (GoTrue reports any trigger error this way).
  [
    /database error saving new user/i,
    'No pudimos crear la cuenta con esos datos. Revisa el correo y el teléfono e inténtalo de nuevo.',
    'dato_invalido',
  ],
];
