// @vitest-environment jsdom
import { createClient } from '@supabase/supabase-js';
import { BackendError } from '../port';
import {
  CODE_SERVICE_UNREACHABLE,
  createSupabaseRightsRequests,
} from './rights-request-operations';

interface Sent {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/** Rights requests on a client whose requests are recorded and answered with `answer`. */
function requestsWith(answer: () => Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    sent.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
      headers: new Headers(init?.headers),
    });
    return answer();
  };
  const client = createClient('https://proyecto.supabase.co', 'clave-anon', {
    global: { fetch },
    auth: {
      storageKey: `sb-derechos-prueba-${String(sent.length)}-${Math.random().toString(36)}`,
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  });
  return { solicitudes: createSupabaseRightsRequests(client), sent };
}

const answer = (status: number, body: unknown) => () =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

describe('supabase adapter: the e-mailed code of a rights request', () => {
  it('asks the derechos-codigo function, not the database, and learns no code', async () => {
    const { solicitudes, sent } = requestsWith(answer(200, { enviado: true }));
    await expect(solicitudes.requestCode('ana@ejemplo.cl')).resolves.toEqual({});
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/functions/v1/derechos-codigo',
      body: { email: 'ana@ejemplo.cl' },
    });
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer clave-anon');
  });

  it('shows the database’s limit as its Spanish message and code', async () => {
    const message = 'Ya enviamos 3 códigos a este correo en la última hora.';
    const { solicitudes } = requestsWith(answer(429, { codigo: 'limite_codigos', error: message }));
    const error = await solicitudes
      .requestCode('ana@ejemplo.cl')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ message, code: 'limite_codigos' });
  });

  it('shows the function’s message when the webhook failed, and a connection error when unreachable', async () => {
    const failed = requestsWith(
      answer(502, { codigo: 'envio_fallido', error: 'No pudimos enviarte el código por correo.' }),
    );
    await expect(failed.solicitudes.requestCode('ana@ejemplo.cl')).rejects.toMatchObject({
      message: 'No pudimos enviarte el código por correo.',
    });
    const offline = requestsWith(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(offline.solicitudes.requestCode('ana@ejemplo.cl')).rejects.toMatchObject({
      message: CODE_SERVICE_UNREACHABLE,
      code: 'sin_conexion',
    });
  });
});
