import {
  PRIVACY_POLICY_VERSION,
  SENSITIVE_DATA_CONSENT_VERSION,
  TERMS_VERSION,
} from '../../src/content/legal/versions';
import { attempt, bookableSlots, person, type Slot } from './support/calls';
import { ANON, openTestDatabase, type Caller, type TestDatabase } from './test-database';

let database: TestDatabase;
let slots: Slot[];
beforeAll(async () => {
  database = await openTestDatabase();
  slots = await bookableSlots(database, 2);
});
afterAll(() => database.close());

const SENSIBLES = SENSITIVE_DATA_CONSENT_VERSION.version;
const DESCRIPCION = 'Mi expareja no paga la pensión y nuestro hijo tiene una enfermedad crónica.';

interface Row {
  id: string;
  descripcion: string | null;
  sensibles_version: string | null;
  sensibles_consentidos_en: Date | null;
  sensibles_retirados_en: Date | null;
}
const COLUMNS =
  'id, descripcion, sensibles_version, sensibles_consentidos_en, sensibles_retirados_en';

let used = 0;
/** crear_reserva by a person and at a slot of its own, with a description and an authorisation. */
function book(descripcion: string | null, sensibles: string | null, caller: Caller = ANON) {
  const slot = slots[used] as Slot;
  const who = person(900 + used, 'sensibles');
  used += 1;
  return attempt<Row>(
    database,
    caller,
    `select ${COLUMNS} from public.crear_reserva($1, $2, $3, $4, $5::date, $6, 'familia',
       p_descripcion => $7, p_declaracion_edad => 'mayor_de_edad', p_aviso_version => $8,
       p_terminos_version => $9, p_sensibles_version => $10)`,
    [
      who.nombre,
      who.rut,
      who.email,
      who.telefono,
      slot.fecha,
      slot.hora,
      descripcion,
      PRIVACY_POLICY_VERSION.version,
      TERMS_VERSION.version,
      sensibles,
    ],
  );
}

const hintOf = (outcome: { ok: boolean; error?: { hint: string | null } }) =>
  outcome.ok ? 'aceptada' : outcome.error?.hint;

describe('the authorisation for the sensitive data of a description', () => {
  it('is required with a description and refused when it is not a published version', async () => {
    expect(hintOf(await book(DESCRIPCION, null))).toBe('sensibles_requerido');
    expect(hintOf(await book(DESCRIPCION, '9.9'))).toBe('sensibles_requerido');
    const { rows } = await database.db.query<{ n: number }>(
      "select count(*)::int as n from public.reservas where email like 'sensibles%'",
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('is stored with its version and the server’s time', async () => {
    const before = Date.now();
    const result = await book(DESCRIPCION, SENSIBLES);
    const row = result.ok ? result.value[0] : undefined;
    expect(row).toMatchObject({ descripcion: DESCRIPCION, sensibles_version: SENSIBLES });
    expect(row?.sensibles_consentidos_en?.getTime()).toBeGreaterThanOrEqual(before - 60_000);
    expect(row?.sensibles_retirados_en).toBeNull();
  });

  it('is neither asked nor stored without a description (blank counts as none)', async () => {
    for (const descripcion of [null, '   ']) {
      const result = await book(descripcion, SENSIBLES);
      expect(result.ok && result.value[0]).toMatchObject({
        descripcion: null,
        sensibles_version: null,
        sensibles_consentidos_en: null,
      });
    }
    expect(hintOf(await book(null, null))).toBe('aceptada');
  });

  it('is required by an emergency request, whose description is required', async () => {
    const request = (sensibles: string | null, n: number) => {
      const who = person(950 + n, 'urgente-sensibles');
      return attempt<Row>(
        database,
        ANON,
        `select ${COLUMNS} from public.crear_solicitud_urgente($1, $2, $3, $4, $5,
           p_declaracion_edad => 'mayor_de_edad', p_aviso_version => $6,
           p_terminos_version => $7, p_sensibles_version => $8)`,
        [
          who.nombre,
          who.rut,
          who.email,
          who.telefono,
          'Detuvieron a mi hijo anoche; tiene una enfermedad.',
          PRIVACY_POLICY_VERSION.version,
          TERMS_VERSION.version,
          sensibles,
        ],
      );
    };
    expect(hintOf(await request(null, 1))).toBe('sensibles_requerido');
    const ok = await request(SENSIBLES, 2);
    expect(ok.ok && ok.value[0]?.sensibles_version).toBe(SENSIBLES);
  });
});

describe('withdrawing the authorisation', () => {
  let owner: Caller;
  let reserva: string;

  beforeAll(async () => {
    owner = await database.createUser('retira-sensibles@ejemplo.cl');
    const result = await book(DESCRIPCION, SENSIBLES, owner);
    if (!result.ok) throw new Error(result.error.message);
    reserva = result.value[0]?.id ?? '';
  });

  const withdraw = (caller: Caller) =>
    attempt<Row>(
      database,
      caller,
      `select ${COLUMNS} from public.retirar_consentimiento_sensibles($1)`,
      [reserva],
    );

  it('is refused to a visitor, another client, a lawyer and an admin without the second step', async () => {
    const otro = await database.createUser('otro-sensibles@ejemplo.cl');
    const abogado = await database.createUser('abogado-sensibles@ejemplo.cl', 'abogado');
    const admin = await database.createUser('admin-aal1-sensibles@ejemplo.cl', 'admin');
    expect((await withdraw(ANON)).ok).toBe(false);
    expect(hintOf(await withdraw(otro))).toBe('reserva_no_encontrada');
    expect(hintOf(await withdraw(abogado))).toBe('reserva_no_encontrada');
    expect(hintOf(await withdraw({ ...admin, aal: 'aal1' }))).toBe('reserva_no_encontrada');
    const { rows } = await database.db.query<{ descripcion: string | null }>(
      'select descripcion from public.reservas where id = $1',
      [reserva],
    );
    expect(rows[0]?.descripcion).toBe(DESCRIPCION);
  });

  it('erases the description for its owner at once, keeps the record of both, and audits it', async () => {
    const result = await withdraw(owner);
    const row = result.ok ? result.value[0] : undefined;
    expect(row).toMatchObject({ descripcion: null, sensibles_version: SENSIBLES });
    expect(row?.sensibles_consentidos_en).toBeInstanceOf(Date);
    expect(row?.sensibles_retirados_en).toBeInstanceOf(Date);

    const { rows } = await database.db.query<{ accion: string; detalle: unknown }>(
      "select accion, detalle from public.auditoria where tabla = 'reservas' and registro = $1 and detalle ? 'consentimiento_retirado'",
      [reserva],
    );
    expect(rows).toEqual([
      {
        accion: 'cambiar',
        detalle: {
          consentimiento_retirado: 'datos_sensibles',
          version: SENSIBLES,
          columnas: ['descripcion'],
        },
      },
    ]);
  });

  it('keeps the first withdrawal time when repeated', async () => {
    const first = await database.db.query<{ at: Date }>(
      'select sensibles_retirados_en as at from public.reservas where id = $1',
      [reserva],
    );
    await withdraw(owner);
    const again = await database.db.query<{ at: Date }>(
      'select sensibles_retirados_en as at from public.reservas where id = $1',
      [reserva],
    );
    expect(again.rows[0]?.at).toEqual(first.rows[0]?.at);
  });

  it('is recorded by an admin on behalf of a booker without an account', async () => {
    const admin = await database.createUser('admin-sensibles@ejemplo.cl', 'admin');
    const booked = await book(DESCRIPCION, SENSIBLES);
    const id = booked.ok ? (booked.value[0]?.id ?? '') : '';
    const result = await attempt<Row>(
      database,
      admin,
      `select ${COLUMNS} from public.retirar_consentimiento_sensibles($1)`,
      [id],
    );
    expect(result.ok && result.value[0]).toMatchObject({ descripcion: null });
    const { rows } = await database.db.query<{ actor_rol: string; titular: string | null }>(
      "select actor_rol, titular from public.auditoria where registro = $1 and detalle ? 'consentimiento_retirado'",
      [id],
    );
    expect(rows).toEqual([{ actor_rol: 'admin', titular: null }]);
  });
});
