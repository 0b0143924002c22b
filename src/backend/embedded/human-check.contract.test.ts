import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { SITEVERIFY_PATH, startTurnstileSimulator } from '../../../e2e/turnstile-simulator';
import { localFunctions } from '../../../scripts/lib/local-functions';
import { applyMigrations } from '../../../supabase/tests/test-database';
import { setHumanCheckSolver, type HumanCheckSolver } from '../human-check';
import type { BackendPort } from '../port';
import { createEmbeddedBackend } from './embedded-backend';
import { memorySessionStore } from './session-store';
import { PRIVACY_POLICY_VERSION } from '../../content/legal/versions';

// The human check in the embedded mode, end to end without a browser: the backend on an
// in-memory PGlite, the local server's verificar-humano called in process, and the Turnstile
// stand-in issuing and verifying the tokens. Beyond the site-wide cap the newsletter wants a
// person; the adapter asks the solver, the relay approves the token, the browser's database
// issues the pass, and the same subscription is sent again with it.

const FUNCTIONS_URL = 'http://local/functions/v1';
const AVISO = PRIVACY_POLICY_VERSION.version;

type Handler = (request: Request) => Promise<Response>;

let db: PGlite;
let backend: BackendPort;
let standIn: Server;
let standInBase: string;
let functions: Record<string, Handler>;

const routeToFunctions: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : input.toString());
  const handler = functions[url.pathname.replace(/^\/functions\/v1\//, '')];
  if (!handler) return Promise.resolve(new Response('{"error":"no"}', { status: 404 }));
  return handler(new Request(url, init));
};

/** What the stand-in widget does: a token from the site's own server. */
async function standInToken(): Promise<string> {
  const answer = await routeToFunctions(`${FUNCTIONS_URL}/verificacion-simulada`, {
    method: 'POST',
  });
  return ((await answer.json()) as { token: string }).token;
}

let unregister: (() => void) | undefined;
const solveWith = (solver: HumanCheckSolver) => (unregister = setHumanCheckSolver(solver));

beforeAll(async () => {
  db = await PGlite.create({ extensions: { pgcrypto, btree_gist } });
  await applyMigrations(db);
  standIn = await startTurnstileSimulator(0);
  standInBase = `http://127.0.0.1:${String((standIn.address() as AddressInfo).port)}`;
  functions = localFunctions({ TURNSTILE_VERIFY_URL: `${standInBase}${SITEVERIFY_PATH}` });
  backend = createEmbeddedBackend(db, memorySessionStore(), {
    functionsUrl: FUNCTIONS_URL,
    fetch: routeToFunctions,
  });
});
afterAll(async () => {
  await new Promise((resolve) => standIn.close(resolve));
  await db.close();
});
beforeEach(async () => {
  await db.query('delete from public.suscriptores');
  await db.query(
    `insert into public.suscriptores (email, consentido_en)
     select 'lleno' || i || '@ejemplo.cl', now() from generate_series(1, 60) i`,
  );
});
afterEach(() => unregister?.());

const subscribed = async (email: string) =>
  (
    await db.query<{ n: number }>(
      'select count(*)::int as n from public.suscriptores where email = $1',
      [email],
    )
  ).rows[0]?.n;

describe('the human check in the embedded mode', () => {
  it('subscribes the 61st address once the person passed the stand-in’s check', async () => {
    const solver = vi.fn<HumanCheckSolver>(async (exchange) => exchange(await standInToken()));
    solveWith(solver);
    await expect(backend.newsletter.subscribe('persona@ejemplo.cl', AVISO)).resolves.toMatchObject({
      result: 'suscrito',
    });
    expect(solver).toHaveBeenCalledTimes(1);
    expect(await subscribed('persona@ejemplo.cl')).toBe(1);
    // The pass was issued in this database, and spent.
    const passes = await db.query<{ usado: boolean }>(
      'select usado_en is not null as usado from private.pases_humanos',
    );
    expect(passes.rows).toEqual([{ usado: true }]);
  });

  it('refuses with the check’s code, and stores nothing, when the person cancels', async () => {
    solveWith(() => Promise.resolve(null));
    await expect(backend.newsletter.subscribe('cancela@ejemplo.cl', AVISO)).rejects.toMatchObject({
      code: 'verificacion_humana',
      message: 'Confirma que eres una persona para continuar.',
    });
    expect(await subscribed('cancela@ejemplo.cl')).toBe(0);
  });

  it('issues no pass for a token the stand-in refuses, and says why in Spanish', async () => {
    let refusal: unknown;
    solveWith(async (exchange) => {
      const token = await standInToken();
      await exchange(token);
      // The same token twice: Turnstile answers a token once.
      refusal = await exchange(token).catch((error: unknown) => error);
      return null;
    });
    await expect(backend.newsletter.subscribe('dos-veces@ejemplo.cl', AVISO)).rejects.toMatchObject(
      { code: 'verificacion_humana' },
    );
    expect(refusal).toMatchObject({
      message: 'No pudimos confirmar que eres una persona. Inténtalo de nuevo.',
    });
    const issued = await db.query<{ n: number }>(
      'select count(*)::int as n from private.pases_humanos where usado_en is null',
    );
    // One pass from the first exchange, never used (the person cancelled); none for the reuse.
    expect(issued.rows[0]?.n).toBe(1);
  });

  it('sends the contact form again with the pass, too: one mechanism for every operation', async () => {
    await db.query(
      `insert into public.mensajes_contacto (nombre, email, mensaje)
       select 'Persona', 'p' || i || '@ejemplo.cl', 'Mensaje de prueba número ' || i
       from generate_series(1, 100) i`,
    );
    solveWith(async (exchange) => exchange(await standInToken()));
    const id = await backend.contact.send({
      nombre: 'Lucía Rojas',
      email: 'lucia@ejemplo.cl',
      mensaje: 'Quisiera agendar una reunión.',
      avisoVersion: AVISO,
    });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('asks for the check when the site sent 200 rights codes in an hour, then shows the code', async () => {
    await db.query(
      `insert into public.verificaciones_derechos (clave_email, tipo, codigo_hash, expira_en)
       select 'flood' || i || '@ejemplo.cl', 'codigo_email', decode('00', 'hex'), now() + interval '15 minutes'
       from generate_series(1, 200) i`,
    );
    try {
      const solver = vi.fn<HumanCheckSolver>(async (exchange) => exchange(await standInToken()));
      solveWith(solver);
      const { demoCode } = await backend.solicitudes.requestCode('persona@ejemplo.cl');
      expect(demoCode).toMatch(/^\d{6}$/);
      expect(solver).toHaveBeenCalledTimes(1);
    } finally {
      await db.query("delete from public.verificaciones_derechos where clave_email like 'flood%'");
    }
  });
});
