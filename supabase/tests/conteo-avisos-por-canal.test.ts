import { openTestDatabase, type Caller, type TestDatabase } from './test-database';

// The admin's notification dashboard counts the log per channel (the automation's webhook and
// the server's e-mail) and per state, 'descartado' included; both channels are always present.

let database: TestDatabase;
let admin: Caller;

beforeAll(async () => {
  database = await openTestDatabase();
  admin = await database.createUser('admin-conteo-canal@ejemplo.cl', 'admin');
});
afterAll(() => database.close());

type Counts = Record<'enviadas' | 'pendientes' | 'fallidas' | 'descartadas', number>;

async function perChannel(): Promise<Record<'webhook' | 'email', Counts>> {
  const { rows } = await database.as(admin, (tx) =>
    tx.query<{ s: { notificaciones: { por_canal: Record<'webhook' | 'email', Counts> } } }>(
      'select public.estadisticas() as s',
    ),
  );
  const found = rows[0]?.s.notificaciones.por_canal;
  if (!found) throw new Error('estadisticas() answered no per-channel counts');
  return found;
}

const minus = (after: Counts, before: Counts): Counts => ({
  enviadas: after.enviadas - before.enviadas,
  pendientes: after.pendientes - before.pendientes,
  fallidas: after.fallidas - before.fallidas,
  descartadas: after.descartadas - before.descartadas,
});

it('counts each channel by state, and answers both channels when one has nothing', async () => {
  const before = await perChannel();
  expect(Object.keys(before).sort()).toEqual(['email', 'webhook']);

  await database.db.exec(
    `insert into public.notificaciones (tipo, canal, estado, intentos) values
       ('test', 'webhook', 'enviado', 1), ('test', 'webhook', 'enviado', 1),
       ('test', 'webhook', 'fallido', 3), ('test', 'webhook', 'descartado', 0),
       ('test', 'email', 'pendiente', 0), ('test', 'email', 'fallido', 1),
       ('test', 'email', 'descartado', 0), ('test', 'email', 'descartado', 0)`,
  );
  const after = await perChannel();

  expect(minus(after.webhook, before.webhook)).toEqual({
    enviadas: 2,
    pendientes: 0,
    fallidas: 1,
    descartadas: 1,
  });
  expect(minus(after.email, before.email)).toEqual({
    enviadas: 0,
    pendientes: 1,
    fallidas: 1,
    descartadas: 2,
  });
});
