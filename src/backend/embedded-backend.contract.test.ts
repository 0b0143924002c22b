import { applyMigrations, upcomingWeekday } from '../../supabase/tests/test-database';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { DEMO_PASSWORD, seedDemoAccounts } from './embedded/demo-accounts';
import { createEmbeddedBackend } from './embedded/embedded-backend';
import { memorySessionStore } from './embedded/session-store';
import type { AuthEvent, BackendPort, NewReservation } from './port';

// The contract every adapter of the port must honour, run here against the embedded adapter on
// a real Postgres (PGlite in Node).

let db: PGlite;
let backend: BackendPort;
let fecha: string;

beforeAll(async () => {
  db = await PGlite.create({ extensions: { pgcrypto, btree_gist } });
  await applyMigrations(db);
  expect(await seedDemoAccounts(db)).toBe(true);
  backend = createEmbeddedBackend(db, memorySessionStore());
  fecha = await upcomingWeekday(db, 2);
});
afterAll(() => db.close());
afterEach(() => backend.auth.signOut());

const booking = (change: Partial<NewReservation> = {}): NewReservation => ({
  nombre: 'Pedro Soto',
  rut: '11.222.333-9',
  email: 'pedro@ejemplo.cl',
  telefono: '+56987654321',
  fecha,
  hora: '10:30',
  plan: 'familia',
  tipoReunion: 'telefonica',
  ...change,
});

describe('auth', () => {
  it('seeds the demo accounts on the first start only', async () => {
    expect(await seedDemoAccounts(db)).toBe(false);
  });

  it('signs in with a password, restores the session and signs out, announcing each step', async () => {
    const events: AuthEvent[] = [];
    const stop = backend.auth.onAuthStateChange((event) => events.push(event));
    await expect(backend.auth.signIn('admin@demo.cl', 'mala-clave')).rejects.toThrow(
      'Correo o contraseña incorrectos',
    );
    const session = await backend.auth.signIn('ADMIN@demo.cl', DEMO_PASSWORD);
    expect(session.user.email).toBe('admin@demo.cl');
    expect((await backend.auth.getSession())?.user.id).toBe(session.user.id);
    await backend.auth.signOut();
    expect(await backend.auth.getSession()).toBeNull();
    stop();
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'SIGNED_OUT']);
  });

  it('refreshes an expired session', async () => {
    const store = memorySessionStore();
    const other = createEmbeddedBackend(db, store);
    const session = await other.auth.signIn('cliente@demo.cl', DEMO_PASSWORD);
    store.save({ ...session, expiresAt: Math.floor(Date.now() / 1000) - 1 });
    const refreshed = await other.auth.getSession();
    expect(refreshed?.accessToken).not.toBe(session.accessToken);
    expect(refreshed?.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it('signs up a new person as cliente, whatever they ask for', async () => {
    await expect(
      backend.auth.signUp({ email: 'nuevo@ejemplo', password: 'clave-segura', nombre: 'Nuevo' }),
    ).rejects.toThrow('Correo electrónico inválido');
    await expect(
      backend.auth.signUp({ email: 'nuevo@ejemplo.cl', password: 'corta', nombre: 'Nuevo' }),
    ).rejects.toThrow('La contraseña debe tener al menos 8 caracteres');
    const session = await backend.auth.signUp({
      email: 'nuevo@ejemplo.cl',
      password: 'clave-segura',
      nombre: 'Nuevo Cliente',
      telefono: '+56911112222',
    });
    expect(session?.user.email).toBe('nuevo@ejemplo.cl');
    expect(await backend.profiles.getMine()).toMatchObject({
      nombre: 'Nuevo Cliente',
      role: 'cliente',
      isActive: true,
    });
    await expect(
      backend.auth.signUp({ email: 'nuevo@ejemplo.cl', password: 'clave-segura', nombre: 'Otra' }),
    ).rejects.toThrow('Ya existe una cuenta con este correo');
  });

  it('resets a forgotten password with a one-time link', async () => {
    expect(
      await backend.auth.requestPasswordReset('nadie@ejemplo.cl', 'http://localhost/auth'),
    ).toEqual({});
    const { demoLink } = await backend.auth.requestPasswordReset(
      'cliente@demo.cl',
      'http://localhost/auth',
    );
    const token = new URL(demoLink ?? '').searchParams.get('code') ?? '';
    await backend.auth.exchangeCode(token);
    await backend.auth.updatePassword('nueva-clave-1');
    await backend.auth.signOut();
    await expect(backend.auth.exchangeCode(token)).rejects.toThrow('no es válido o expiró');
    await backend.auth.signIn('cliente@demo.cl', 'nueva-clave-1');
    await backend.auth.updatePassword(DEMO_PASSWORD);
  });
});

describe('data under each role', () => {
  it('books anonymously through crear_reserva and shows the slot as occupied', async () => {
    const reservation = await backend.reservas.create(booking());
    expect(reservation).toMatchObject({
      estado: 'pendiente',
      precio: 30000,
      fecha,
      hora: '10:30',
      userId: null,
    });
    expect(await backend.reservas.occupied(fecha, fecha)).toContainEqual({ fecha, hora: '10:30' });
    await expect(backend.reservas.create(booking())).rejects.toThrow('Horario ocupado');
    await expect(backend.reservas.list()).rejects.toThrow(
      'No tienes permiso para realizar esta acción',
    );
  });

  it('lets a cliente see only its own bookings and profile', async () => {
    await backend.auth.signIn('cliente@demo.cl', DEMO_PASSWORD);
    const mine = await backend.reservas.create(booking({ hora: '14:30', plan: 'gratis' }));
    expect(mine.estado).toBe('confirmada');
    expect((await backend.reservas.list()).map((r) => r.id)).toEqual([mine.id]);
    expect(await backend.profiles.list()).toHaveLength(1);
    await expect(backend.statistics()).rejects.toThrow('Acceso denegado');
    await expect(backend.reservas.remove(mine.id)).rejects.toThrow('Error al eliminar la reserva');
  });

  it('lets an abogado read and update every booking but not delete', async () => {
    await backend.auth.signIn('abogado@demo.cl', DEMO_PASSWORD);
    const all = await backend.reservas.list();
    expect(all.length).toBeGreaterThanOrEqual(2);
    const first = all[0];
    if (!first) throw new Error('no bookings');
    await backend.reservas.setStatus(first.id, 'confirmada');
    expect((await backend.reservas.get(first.id))?.estado).toBe('confirmada');
    await expect(backend.reservas.remove(first.id)).rejects.toThrow('Error al eliminar la reserva');
  });

  it('lets an admin manage users, roles, bookings and read the statistics', async () => {
    await backend.auth.signIn('admin@demo.cl', DEMO_PASSWORD);
    const profiles = await backend.profiles.list();
    expect(profiles.map((p) => p.email)).toContain('cliente@demo.cl');
    const nuevo = profiles.find((p) => p.email === 'nuevo@ejemplo.cl');
    if (!nuevo) throw new Error('no profile');
    await backend.profiles.setRole(nuevo.userId, 'abogado');
    await backend.profiles.setActive(nuevo.userId, false);
    const admin = profiles.find((p) => p.email === 'admin@demo.cl');
    await expect(backend.profiles.setActive(admin?.userId ?? '', false)).rejects.toThrow(
      'Debe quedar al menos un administrador activo',
    );
    const stats = await backend.statistics();
    expect(stats).toMatchObject({ totalUsuarios: 4, usuariosActivos: 3 });
    expect(stats.totalReservas).toBeGreaterThanOrEqual(2);
    const [latest] = await backend.reservas.list();
    await backend.reservas.remove(latest?.id ?? '');
    expect(await backend.reservas.get(latest?.id ?? '')).toBeNull();
  });

  it('a deactivated account keeps its sign-in but loses its role', async () => {
    await backend.auth.signIn('nuevo@ejemplo.cl', 'clave-segura');
    expect((await backend.profiles.getMine())?.isActive).toBe(false);
    await expect(backend.reservas.list()).resolves.toEqual([]);
  });

  it('subscribes to the newsletter and sends a contact message, idempotently', async () => {
    await backend.newsletter.subscribe('lectora@ejemplo.cl');
    await backend.newsletter.subscribe('lectora@ejemplo.cl');
    const message = {
      nombre: 'Lucía',
      email: 'lucia@ejemplo.cl',
      mensaje: 'Quiero asesoría para mi pyme.',
    };
    expect(await backend.contact.send(message)).toBe(await backend.contact.send(message));
    await expect(backend.newsletter.subscribe('no-es-correo')).rejects.toThrow(
      'Correo electrónico inválido',
    );
  });
});
