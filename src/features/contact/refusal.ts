import { BackendError, type BackendErrorCode } from '@/backend/port';
import { company } from '@/content/company';

/** A refused send: the sentence the visitor reads, and the field to fix when it is about one. */
export interface Refusal {
  message: string;
  field?: 'nombre' | 'email' | 'telefono' | 'mensaje';
}

const CONNECTION = `No pudimos enviar tu mensaje: revisa tu conexión e inténtalo de nuevo. Lo que escribiste sigue aquí. También puedes escribirnos a ${company.email}.`;

const REFUSALS: Partial<Record<BackendErrorCode, Refusal>> = {
  limite_mensajes: {
    message: `Ya recibimos varios mensajes desde este correo y te responderemos dentro de ${company.contactWithinHours} horas hábiles. Si es urgente, escríbenos por WhatsApp o llámanos al ${company.phone}.`,
  },
  limite_global: {
    message:
      'Estamos recibiendo muchos mensajes en este momento. Inténtalo en unos minutos o escríbenos por WhatsApp; lo que escribiste sigue aquí.',
  },
  nombre_invalido: {
    field: 'nombre',
    message: 'Revisa tu nombre: solo letras, espacios, apóstrofos, puntos y guiones.',
  },
  email_invalido: { field: 'email', message: 'Correo electrónico inválido.' },
  telefono_invalido: { field: 'telefono', message: 'Teléfono inválido.' },
  mensaje_invalido: {
    field: 'mensaje',
    message: 'Revisa el mensaje: al menos 10 caracteres y sin caracteres especiales invisibles.',
  },
  dato_demasiado_largo: {
    field: 'mensaje',
    message: 'El mensaje es demasiado largo: puede tener hasta 4000 caracteres.',
  },
  aviso_invalido: {
    message:
      'El aviso de privacidad cambió mientras tenías la página abierta: recárgala y envía de nuevo (lo que escribiste se guarda en esta pestaña).',
  },
  verificacion_humana: {
    message:
      'No se envió: para enviarlo, confirma que eres una persona y vuelve a enviarlo. Lo que escribiste sigue aquí.',
  },
  sin_conexion: { message: CONNECTION },
};

/**
 * The rule a refusal broke, also for an error that lost its hint on the way and arrives as
 * 'desconocido' with the database's own message (the browser's database worker keeps the hint
 * now; see worker-error-fields.ts): the limits and the address rule are recognised by it.
 */
const BY_MESSAGE: readonly (readonly [RegExp, BackendErrorCode])[] = [
  [/^Ya recibimos varios mensajes/, 'limite_mensajes'],
  [/^Estamos recibiendo muchos mensajes/, 'limite_global'],
  [/^Correo electrónico inválido/, 'email_invalido'],
  [/^Ingresa tu nombre/, 'nombre_invalido'],
  [/^Teléfono inválido/, 'telefono_invalido'],
  [/^El mensaje /, 'mensaje_invalido'],
  [/^Falta el aviso de privacidad/, 'aviso_invalido'],
  [/^Confirma que eres una persona/, 'verificacion_humana'],
];

export function refusalCode(error: unknown): BackendErrorCode | undefined {
  if (!(error instanceof BackendError)) return undefined;
  if (error.code !== 'desconocido') return error.code;
  return BY_MESSAGE.find(([pattern]) => pattern.test(error.message))?.[1];
}

/** What to tell the visitor when the firm's backend refused or could not take a message. */
export function contactRefusal(error: unknown): Refusal {
  const code = refusalCode(error);
  return (code && REFUSALS[code]) ?? { message: CONNECTION };
}
