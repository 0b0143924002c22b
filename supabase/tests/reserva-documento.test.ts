import {
  PRIVACY_POLICY_VERSION,
  SENSITIVE_DATA_CONSENT_VERSION,
  TERMS_VERSION,
} from '../../src/content/legal/versions';
import { attempt, bookableSlots, person, type Person, type Slot } from './support/calls';
import { ANON, openTestDatabase, type Caller, type TestDatabase } from './test-database';
import { raiseUnverifiedCeilings } from './support/ceilings';

// A booking asks for the document the person has (a RUT, a passport or a foreign identity
// document), an age statement, the privacy notice version shown and, when paid, the terms version
// accepted; and its case description reaches only staff and its owner, never a notice's payload.

let database: TestDatabase;
let slots: Slot[];
const SERVER: Caller = { role: 'service_role', aal: 'aal2' };
const AVISO = PRIVACY_POLICY_VERSION.version;
const TERMINOS = TERMS_VERSION.version;
const SENSIBLES = SENSITIVE_DATA_CONSENT_VERSION.version;
const SECRETO = 'Mi diagnóstico de salud es reservado y no debe salir de aquí';

beforeAll(async () => {
  database = await openTestDatabase();
  await raiseUnverifiedCeilings(database);
  slots = await bookableSlots(database, 2);
});
afterAll(() => database.close());

interface Booking {
  tipo?: string | null;
  numero?: string;
  plan?: string;
  edad?: string | null;
  aviso?: string | null;
  terminos?: string | null;
  descripcion?: string | null;
  caller?: Caller;
}

interface Row {
  id: string;
  tipo_documento: string;
  rut: string;
  declaracion_edad: string | null;
  aviso_version: string | null;
  aviso_visto_en: Date | null;
  terminos_version: string | null;
  terminos_aceptados_en: Date | null;
  precio: number;
}

let used = 0;
/** crear_reserva by a person of its own at a slot of its own, with the given statements. */
function book(options: Booking = {}, who: Person = person(700 + used, 'doc')) {
  const slot = slots[used] as Slot;
  used += 1;
  return attempt<Row>(
    database,
    options.caller ?? ANON,
    `select id, tipo_documento, rut, declaracion_edad, aviso_version, aviso_visto_en,
            terminos_version, terminos_aceptados_en, precio
     from public.crear_reserva($1, $2, $3, $4, $5::date, $6, $7, 'videollamada', $8, null, null,
                               $9, $10, $11, $12, $13)`,
    [
      who.nombre,
      options.numero ?? who.rut,
      who.email,
      who.telefono,
      slot.fecha,
      slot.hora,
      options.plan ?? 'migratorio',
      options.descripcion ?? null,
      options.tipo === undefined ? 'rut' : options.tipo,
      options.edad === undefined ? 'mayor_de_edad' : options.edad,
      options.aviso === undefined ? AVISO : options.aviso,
      options.terminos === undefined ? TERMINOS : options.terminos,
      SENSIBLES,
    ],
  );
}

const hintOf = (outcome: Awaited<ReturnType<typeof book>>) =>
  outcome.ok ? 'aceptada' : outcome.error.hint;

describe('the document of a booking', () => {
  it('accepts a passport, stored upper-case with its type', async () => {
    const result = await book({ tipo: 'pasaporte', numero: ' ab1234567 ' });
    expect(result.ok && result.value[0]).toMatchObject({
      tipo_documento: 'pasaporte',
      rut: 'AB1234567',
    });
  });

  it('accepts a foreign identity document with hyphens', async () => {
    const result = await book({ tipo: 'id_extranjero', numero: 'X-1234567-Z' });
    expect(result.ok && result.value[0]).toMatchObject({ tipo_documento: 'id_extranjero' });
  });

  it.each([
    ['too short', 'A123'],
    ['too long', 'A'.repeat(20) + '1'],
    ['without a digit', 'ABCDEFG'],
    ['with spaces inside', 'AB 123456'],
    ['with markup', '<b>12345</b>'],
    ['with dots', 'AB.123.456'],
  ])('refuses a passport number %s', async (_case, numero) => {
    expect(hintOf(await book({ tipo: 'pasaporte', numero }))).toBe('documento_invalido');
  });

  it('refuses an unknown document type', async () => {
    expect(hintOf(await book({ tipo: 'licencia', numero: 'AB123456' }))).toBe('documento_invalido');
    expect(hintOf(await book({ tipo: null, numero: 'AB123456' }))).toBe('documento_invalido');
  });

  it('still checks a RUT by módulo 11, and a passport-looking number is no RUT', async () => {
    expect(hintOf(await book({ tipo: 'rut', numero: '12.345.678-9' }))).toBe('rut_invalido');
    expect(hintOf(await book({ tipo: 'rut', numero: 'AB1234567' }))).toBe('rut_invalido');
    expect(hintOf(await book({ tipo: 'rut', numero: '12.345.678-5' }))).toBe('aceptada');
  });

  it('keeps the table from holding a number that does not fit its type', async () => {
    const result = await attempt(
      database,
      SERVER,
      "update public.reservas set tipo_documento = 'rut' where tipo_documento = 'pasaporte'",
    );
    expect(result.ok ? 'cambiada' : result.error.code).toBe('23514');
  });

  it('counts the per-person limits by passport number, however it is written', async () => {
    const numero = 'P-7788990';
    const base = person(780, 'limite');
    const results = [];
    for (const [n, written] of [numero, 'p7788990', 'P-7788990 '].entries()) {
      results.push(
        hintOf(
          await book(
            { tipo: 'pasaporte', numero: written },
            // Another address and phone each time: only the passport ties them together.
            {
              ...base,
              email: `limite${String(n)}@ejemplo.cl`,
              telefono: `+5698877665${String(n)}`,
            },
          ),
        ),
      );
    }
    expect(results).toEqual(['aceptada', 'aceptada', 'limite_reservas']);
  });
});

describe('what the person states and saw', () => {
  it('requires the age statement, and takes either of its two answers', async () => {
    expect(hintOf(await book({ edad: null }))).toBe('edad_requerida');
    expect(hintOf(await book({ edad: 'menor' }))).toBe('edad_requerida');
    const adult = await book({ edad: 'mayor_de_edad' });
    const representative = await book({ edad: 'representante' });
    expect(adult.ok && adult.value[0]?.declaracion_edad).toBe('mayor_de_edad');
    expect(representative.ok && representative.value[0]?.declaracion_edad).toBe('representante');
  });

  it('requires a published notice version, and records it with the server’s time', async () => {
    expect(hintOf(await book({ aviso: null }))).toBe('aviso_invalido');
    expect(hintOf(await book({ aviso: '9.9' }))).toBe('aviso_invalido');
    const before = Date.now();
    const result = await book();
    const row = result.ok ? result.value[0] : undefined;
    expect(row?.aviso_version).toBe(AVISO);
    expect(row?.aviso_visto_en?.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('requires accepting the published terms for a paid booking, and records it', async () => {
    expect(hintOf(await book({ plan: 'migratorio', terminos: null }))).toBe('terminos_requeridos');
    expect(hintOf(await book({ plan: 'migratorio', terminos: '0.1' }))).toBe('terminos_requeridos');
    const result = await book({ plan: 'migratorio' });
    const row = result.ok ? result.value[0] : undefined;
    expect(row?.precio).toBeGreaterThan(0);
    expect(row?.terminos_version).toBe(TERMINOS);
    expect(row?.terminos_aceptados_en).toBeInstanceOf(Date);
  });

  it('stores no terms acceptance for a free booking', async () => {
    const result = await book({ plan: 'gratis', terminos: TERMINOS });
    const row = result.ok ? result.value[0] : undefined;
    expect(row).toMatchObject({ precio: 0, terminos_version: null, terminos_aceptados_en: null });
    const without = await book({ plan: 'gratis', terminos: null });
    expect(hintOf(without)).toBe('aceptada');
  });

  it('asks the same of an emergency request (a paid plan)', async () => {
    const request = (edad: string | null, terminos: string | null, numero: string) =>
      attempt<Row>(
        database,
        ANON,
        `select tipo_documento, rut, terminos_version from public.crear_solicitud_urgente(
           'Ana Extranjera', $1, $2, '+56911112222', 'Me detuvieron en el aeropuerto', null,
           'pasaporte', $3, $4, $5, $6)`,
        [numero, `urgente${numero}@ejemplo.cl`, edad, AVISO, terminos, SENSIBLES],
      );
    expect(hintOf(await request(null, TERMINOS, 'U1234567'))).toBe('edad_requerida');
    expect(hintOf(await request('mayor_de_edad', null, 'U1234568'))).toBe('terminos_requeridos');
    const ok = await request('representante', TERMINOS, 'U1234569');
    expect(ok.ok && ok.value[0]).toMatchObject({
      tipo_documento: 'pasaporte',
      rut: 'U1234569',
      terminos_version: TERMINOS,
    });
  });
});

describe('the case description', () => {
  let reserva: string;
  let owner: Caller;
  let ownerId: string;

  beforeAll(async () => {
    owner = await database.createUser('duena-descripcion@ejemplo.cl');
    ownerId = owner.sub ?? '';
    const result = await book({ descripcion: SECRETO, caller: owner });
    if (!result.ok) throw new Error(result.error.message);
    reserva = result.value[0]?.id ?? '';
  });

  const read = (caller: Caller) =>
    attempt<{ descripcion: string | null }>(
      database,
      caller,
      'select descripcion from public.reservas where id = $1',
      [reserva],
    );

  it('is read by its owner and by staff who passed the second step', async () => {
    const admin = await database.createUser('admin-descripcion@ejemplo.cl', 'admin');
    const abogado = await database.createUser('abogado-descripcion@ejemplo.cl', 'abogado');
    for (const caller of [owner, admin, abogado]) {
      const result = await read(caller);
      expect(result.ok && result.value).toEqual([{ descripcion: SECRETO }]);
    }
    expect(ownerId).not.toBe('');
  });

  it('is not read by a lawyer without the second step, another client or a visitor', async () => {
    const abogado = await database.createUser('abogado-aal1-descripcion@ejemplo.cl', 'abogado');
    const otro = await database.createUser('otro-descripcion@ejemplo.cl');
    for (const caller of [{ ...abogado, aal: 'aal1' as const }, otro, ANON]) {
      const result = await read(caller);
      // No row at all, or no right to the table: either way the description stays unseen.
      expect(result.ok ? result.value : []).toEqual([]);
    }
  });

  it('is in no notice payload the database hands to the notification function', async () => {
    const admin = await database.createUser('admin-aviso-descripcion@ejemplo.cl', 'admin');
    const adminId = admin.sub ?? '';
    const payloads: unknown[] = [];
    for (const [tipo, usuario] of [
      ['nueva_reserva', null],
      ['notificacion_abogado', null],
      ['recordatorio', adminId],
      ['recordatorio_abogado', adminId],
      ['comprobante', adminId],
    ] as const) {
      const opened = await attempt<{ aviso: unknown }>(
        database,
        SERVER,
        'select public.abrir_aviso($1, $2::uuid, null, $3::uuid) as aviso',
        [tipo, reserva, usuario],
      );
      if (!opened.ok) throw new Error(`${tipo}: ${opened.error.message}`);
      payloads.push(opened.value[0]?.aviso);
    }
    expect(payloads).toHaveLength(5);
    for (const payload of payloads) {
      expect(JSON.stringify(payload)).not.toContain('diagnóstico');
      expect(payload).toMatchObject({ reserva: { id: reserva } });
      expect(Object.keys((payload as { reserva: object }).reserva)).not.toContain('descripcion');
    }
  });
});
