/**
 * The calls each Edge Function answers once started under Deno (`npm run test:deno`, through
 * edge-smoke.ts), and what it must answer: the CORS preflight the site's browser sends, a call
 * without credentials, and a body that is not JSON (with credentials when the function asks for
 * them). Each answer is the one its handler gives, as its handler.test.ts states it; nothing here
 * reaches a database or a service beyond what a refused or empty call needs (the Supabase
 * stand-in answers no rows).
 *
 * A function added under supabase/functions/ has no calls here until someone writes them, and
 * the tier fails until then.
 */
import { cardFailurePath } from '../../src/lib/payments/card-return.ts';
import { newsletterUnsubscribeUrl } from '../../src/content/newsletter-links.ts';
import { SCHEDULE_SECRET_HEADER as NOTICES_SECRET_HEADER } from '../../supabase/functions/avisos-programados/handler.ts';
import { SECRET_HEADER as FILES_SECRET_HEADER } from '../../supabase/functions/borrar-archivos/handler.ts';
import { SECRET_HEADER as VALUES_SECRET_HEADER } from '../../supabase/functions/valores-referencia/handler.ts';
import { matcher, TEXT, type Expected } from './edge-smoke-answer.ts';

/** The site the functions send people to (SITE_URL): never fetched. */
export const SMOKE_SITE_URL = 'https://prueba.puntolegal.cl';

/** The schedules' shared secrets, each a random value for the run. */
export const SCHEDULE_SECRETS = [
  'AVISOS_PROGRAMADOS_SECRET',
  'BORRAR_ARCHIVOS_SECRET',
  'VALORES_REFERENCIA_SECRET',
  'WEBPAY_SWEEP_SECRET',
] as const;
export type ScheduleSecret = (typeof SCHEDULE_SECRETS)[number];

/** Tokens signed with the Supabase stand-in's key, except `ajeno` (another project's key). */
export type TokenHolder = 'admin' | 'usuario' | 'ajeno';

/** The active admin (aal2) the stand-in's profiles know, and a client who is not one. */
export const SMOKE_ADMIN_ID = '6b0a8f4e-2c1d-4e5f-9a8b-7c6d5e4f3a21';
export const SMOKE_USER_ID = '0c9d8e7f-6a5b-4c3d-8e1f-2a3b4c5d6e7f';
const SOME_ID = '1a2b3c4d-9d8e-4f7e-8a55-2d7f1f0b9a22';

export type Credential = { token: TokenHolder } | { secret: ScheduleSecret; header: string };

export interface Probe {
  /** What the call is, as a failure names it. */
  name: string;
  method: 'OPTIONS' | 'GET' | 'POST';
  /** Appended to the function's address, with its '?'. */
  query?: string;
  credential?: Credential;
  /** Sent as application/json, whatever it is. */
  body?: string;
  expect: Expected;
}

const NOT_JSON = '{not json';

const preflight: Probe = {
  name: 'preflight CORS',
  method: 'OPTIONS',
  expect: { status: 204, cors: true },
};

/** A JSON refusal, `{ codigo, error }`, to a POST unless `call` says otherwise. */
const refused = (
  name: string,
  status: number,
  codigo: string,
  call: Partial<Omit<Probe, 'name' | 'expect'>> = {},
): Probe => ({
  name,
  method: 'POST',
  ...call,
  expect: { status, cors: true, json: { codigo, error: TEXT } },
});

/** A token signed with another project's key: checked against the stand-in's keys, refused. */
const foreignToken = (call: Partial<Omit<Probe, 'name' | 'expect'>>): Probe => ({
  name: 'un token firmado por otra clave',
  method: 'POST',
  ...call,
  credential: { token: 'ajeno' },
  expect: {
    status: 401,
    cors: true,
    json: { codigo: 'sesion_invalida', error: TEXT, message: 'Invalid JWT signature' },
  },
});

const emptySweep = { revisados: 0, aprobados: 0, rechazados: 0, anulados: 0, en_curso: 0 };

/** A notice run with nothing due: the Supabase stand-in's functions return no rows. */
const emptyNoticeRun = {
  copias: 0,
  recordatorios: 0,
  enviados: 0,
  fallidos: 0,
  sinEnvio: 0,
  descartados: 0,
  aplazados: 0,
  sinRegistro: 0,
  incompleto: false,
};

/** The masked webhook address: the local receiver's host and the last 4 characters of its path. */
const maskedReceiver = matcher(
  'la dirección del webhook enmascarada',
  (value) => typeof value === 'string' && /^http:\/\/127\.0\.0\.1:\d+\/…hook$/.test(value),
);

/** The UF and the UTM of the CMF stand-in, as the function stored them. */
const cmfValues = matcher('la UF y la UTM del sustituto de la CMF', (value) => {
  if (!Array.isArray(value)) return false;
  const codes = value.map((item: unknown) => (item as { codigo?: unknown } | null)?.codigo);
  return codes.length === 2 && codes.includes('uf') && codes.includes('utm');
});

const failedCardReturn = `${SMOKE_SITE_URL}${cardFailurePath('error', null)}`;

export const PROBES: Record<string, Probe[]> = {
  'agenda-abogado': [
    // Read by calendar apps, never by the site's browser: no CORS, and no preflight to answer.
    {
      name: 'OPTIONS (no es una llamada del navegador)',
      method: 'OPTIONS',
      expect: { status: 405, cors: false },
    },
    { name: 'GET sin token', method: 'GET', expect: { status: 404, cors: false } },
    {
      // The stand-in's agenda_por_enlace returns no rows: an agenda without consultations.
      name: 'GET con un secreto (agenda vacía)',
      method: 'GET',
      query: `?token=${'0123456789abcdef'.repeat(4)}`,
      expect: { status: 200, cors: false },
    },
    { name: 'POST', method: 'POST', body: NOT_JSON, expect: { status: 405, cors: false } },
  ],
  'avisos-programados': [
    preflight,
    refused('GET (solo POST)', 405, 'metodo', { method: 'GET' }),
    refused('sin sesión ni el secreto de la tarea programada', 403, 'acceso_denegado'),
    refused('un secreto que no es el suyo', 403, 'acceso_denegado', {
      credential: { secret: 'WEBPAY_SWEEP_SECRET', header: NOTICES_SECRET_HEADER },
    }),
    refused('un cliente que no es admin', 403, 'acceso_denegado', {
      credential: { token: 'usuario' },
    }),
    foreignToken({}),
    {
      // It reads no body: with the secret it runs the schedule, with nothing due in the stand-in.
      name: 'el secreto de la tarea programada con un cuerpo que no es JSON',
      method: 'POST',
      credential: { secret: 'AVISOS_PROGRAMADOS_SECRET', header: NOTICES_SECRET_HEADER },
      body: NOT_JSON,
      expect: { status: 200, cors: true, json: emptyNoticeRun },
    },
    {
      name: 'un admin (aal2) lo corre ahora',
      method: 'POST',
      credential: { token: 'admin' },
      expect: { status: 200, cors: true, json: emptyNoticeRun },
    },
  ],
  'borrar-archivos': [
    preflight,
    refused('sin el secreto de la tarea programada', 403, 'acceso_denegado'),
    {
      // It reads no body: with the secret it empties the queue, which the stand-in has empty.
      name: 'con el secreto y un cuerpo que no es JSON',
      method: 'POST',
      credential: { secret: 'BORRAR_ARCHIVOS_SECRET', header: FILES_SECRET_HEADER },
      body: NOT_JSON,
      expect: { status: 200, cors: true, json: { revisados: 0, borrados: 0, fallidos: 0 } },
    },
  ],
  'derechos-codigo': [
    preflight,
    refused('sin cuerpo (pública)', 400, 'email_invalido'),
    refused('un cuerpo que no es JSON', 400, 'email_invalido', { body: NOT_JSON }),
  ],
  'mfa-reset': [
    preflight,
    refused('sin sesión', 401, 'sin_sesion', { body: JSON.stringify({ userId: SMOKE_USER_ID }) }),
    foreignToken({ body: JSON.stringify({ userId: SMOKE_USER_ID }) }),
    refused('un admin (aal2) con un cuerpo que no es JSON', 400, 'solicitud_invalida', {
      credential: { token: 'admin' },
      body: NOT_JSON,
    }),
  ],
  'newsletter-baja': [
    preflight,
    {
      name: 'GET sin token (un enlace abierto)',
      method: 'GET',
      expect: { status: 303, cors: false, location: newsletterUnsubscribeUrl(SMOKE_SITE_URL, '') },
    },
    refused('POST sin token (pública: el programa de correo)', 400, 'enlace_invalido'),
    refused('un token que no es un UUID y un cuerpo que no es JSON', 400, 'enlace_invalido', {
      query: '?token=no-es-un-uuid',
      body: NOT_JSON,
    }),
  ],
  notificar: [
    preflight,
    refused('GET del estado sin sesión', 403, 'acceso_denegado', { method: 'GET' }),
    foreignToken({ method: 'GET' }),
    {
      name: 'GET del estado por un admin (aal2)',
      method: 'GET',
      credential: { token: 'admin' },
      expect: {
        status: 200,
        cors: true,
        json: {
          configurado: true,
          destino: maskedReceiver,
          empresa: matcher('los datos de la empresa', (value) => typeof value === 'object'),
        },
      },
    },
    // Anonymous notices are the database's to refuse: the body is checked first.
    refused('un cuerpo que no es JSON', 400, 'solicitud_invalida', { body: NOT_JSON }),
  ],
  'valores-referencia': [
    preflight,
    {
      name: 'GET público (sin valores guardados)',
      method: 'GET',
      expect: { status: 200, cors: true, json: { valores: {} } },
    },
    {
      name: 'POST sin el secreto de la tarea programada',
      method: 'POST',
      expect: { status: 401, cors: true, json: { error: TEXT } },
    },
    {
      // It reads no body: with the secret it fetches and stores the CMF's values.
      name: 'POST con el secreto y un cuerpo que no es JSON',
      method: 'POST',
      credential: { secret: 'VALORES_REFERENCIA_SECRET', header: VALUES_SECRET_HEADER },
      body: NOT_JSON,
      expect: { status: 200, cors: true, json: { guardados: cmfValues } },
    },
  ],
  'verificar-humano': [
    preflight,
    refused('sin cuerpo (pública)', 400, 'token_invalido'),
    refused('un cuerpo que no es JSON', 400, 'token_invalido', { body: NOT_JSON }),
    refused('un token que el sustituto de Turnstile no emitió', 403, 'verificacion_fallida', {
      body: JSON.stringify({ token: 'SIM.no-emitido' }),
    }),
  ],
  'webpay-create': [
    preflight,
    // Whoever holds a booking made without an account may pay it: the booking is checked first.
    refused('sin sesión ni cuerpo', 400, 'solicitud_invalida'),
    foreignToken({ body: JSON.stringify({ reservaId: SOME_ID }) }),
    refused('un cliente con un cuerpo que no es JSON', 400, 'solicitud_invalida', {
      credential: { token: 'usuario' },
      body: NOT_JSON,
    }),
  ],
  'webpay-refund': [
    preflight,
    // The database refuses a refund to anyone but an admin; the payment is checked first.
    refused('sin sesión ni cuerpo', 400, 'solicitud_invalida'),
    foreignToken({ body: JSON.stringify({ pagoId: SOME_ID }) }),
    refused('un admin (aal2) con un cuerpo que no es JSON', 400, 'solicitud_invalida', {
      credential: { token: 'admin' },
      body: NOT_JSON,
    }),
  ],
  'webpay-return': [
    {
      // Webpay's form sends the browser here: a navigation, never a fetch that asks first.
      name: 'OPTIONS (el destino de un formulario no responde CORS)',
      method: 'OPTIONS',
      expect: { status: 405, cors: false },
    },
    {
      name: 'GET sin los parámetros de Webpay (pública)',
      method: 'GET',
      expect: { status: 303, cors: false, location: failedCardReturn },
    },
    {
      name: 'POST con un cuerpo que no es JSON ni un formulario de Webpay',
      method: 'POST',
      body: NOT_JSON,
      expect: { status: 303, cors: false, location: failedCardReturn },
    },
  ],
  'webpay-sweep': [
    preflight,
    refused('sin sesión ni el secreto de la tarea programada', 403, 'acceso_denegado'),
    foreignToken({}),
    {
      // It reads no body: an admin's call settles the unsettled payments, none in the stand-in.
      name: 'un admin (aal2) con un cuerpo que no es JSON',
      method: 'POST',
      credential: { token: 'admin' },
      body: NOT_JSON,
      expect: { status: 200, cors: true, json: emptySweep },
    },
    {
      name: 'el secreto de la tarea programada con un cuerpo que no es JSON',
      method: 'POST',
      credential: { secret: 'WEBPAY_SWEEP_SECRET', header: 'x-webpay-sweep-secret' },
      body: NOT_JSON,
      expect: { status: 200, cors: true, json: emptySweep },
    },
  ],
};
