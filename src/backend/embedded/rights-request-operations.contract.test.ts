import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { applyMigrations } from '../../../supabase/tests/test-database';
import { dueDate } from '../../lib/privacy/request-deadlines';
import { passSecondStep } from '../contract/second-step';
import { BackendError, type BackendPort } from '../port';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';
import { createEmbeddedBackend } from './embedded-backend';
import { memorySessionStore } from './session-store';

// The solicitudes group of the embedded adapter, as the page and the admin tab use it: the code
// shown on screen, the request filed with it, a wrong code refused with its rule, and the admin's
// list and answer.

let db: PGlite;
let backend: BackendPort;

beforeAll(async () => {
  db = await PGlite.create({ extensions: { pgcrypto, btree_gist } });
  await applyMigrations(db);
  expect(await seedDemoAccounts(db)).toBe(true);
  backend = createEmbeddedBackend(db, memorySessionStore());
});
afterAll(() => db.close());
afterEach(() => backend.auth.signOut());

describe('embedded solicitudes', () => {
  it('files a request with the code shown on screen, and the admin answers it', async () => {
    const { demoCode } = await backend.solicitudes.requestCode('lector@ejemplo.cl');
    expect(demoCode).toMatch(/^\d{6}$/);
    const wrong = demoCode === '000000' ? '111111' : '000000';
    const request = {
      derecho: 'acceso' as const,
      email: 'lector@ejemplo.cl',
      nombre: 'Lector Suscrito',
      detalle: 'Mi suscripción a las novedades.',
    };
    const refused = await backend.solicitudes
      .file({ ...request, codigo: wrong })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BackendError);
    expect((refused as BackendError).code).toBe('codigo_invalido');

    const receipt = await backend.solicitudes.file({ ...request, codigo: demoCode ?? '' });
    expect(receipt.venceEn).toBe(dueDate('acceso', new Date()));
    expect((await backend.solicitudes.status(receipt.codigo, 'lector@ejemplo.cl'))?.estado).toBe(
      'recibida',
    );

    await expect(backend.solicitudes.admin.list()).rejects.toBeInstanceOf(BackendError);
    await backend.auth.signIn('admin@demo.cl', DEMO_PASSWORD);
    await passSecondStep(backend, undefined);
    const [listed] = (await backend.solicitudes.admin.list('recibida')).filter(
      (r) => r.codigo === receipt.codigo,
    );
    expect(listed).toMatchObject({ plazo: receipt.venceEn, verificadaPor: 'codigo_email' });
    const exported = (await backend.solicitudes.admin.exportFor(listed?.id ?? '')) as {
      titular: { email: string };
    };
    expect(exported.titular.email).toBe('lector@ejemplo.cl');
    const answered = await backend.solicitudes.admin.answer(
      listed?.id ?? '',
      'No tenemos más datos tuyos que tu correo en la lista de novedades.',
    );
    expect(answered.estado).toBe('respondida');
    expect(answered.respondidaPorEmail).toBe('admin@demo.cl');

    // The requester sees that it was answered; the text only with a new code from the address.
    await backend.auth.signOut();
    expect(await backend.solicitudes.status(receipt.codigo, 'lector@ejemplo.cl')).toMatchObject({
      estado: 'respondida',
      respuestaDisponible: true,
      respuesta: null,
    });
    const again = await backend.solicitudes.requestCode('lector@ejemplo.cl');
    expect(
      (await backend.solicitudes.status(receipt.codigo, 'lector@ejemplo.cl', again.demoCode))
        ?.respuesta,
    ).toBe('No tenemos más datos tuyos que tu correo en la lista de novedades.');
  });
});
