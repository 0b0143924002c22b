import type { AuthEvent, BackendPort, NewReservation } from '../port';
import { freeSlots, type Slot } from './free-slots';

export interface Credentials {
  email: string;
  password: string;
}

/** What an adapter's test file hands the shared suite once its backend is up. */
export interface ContractTarget {
  backend: BackendPort;
  /** One active account per role, with the role already set. */
  accounts: { admin: Credentials; abogado: Credentials; cliente: Credentials };
  /** An address nobody has used yet, for sign-ups and bookings made by this run. */
  newEmail: (name: string) => string;
}

/**
 * The contract every adapter of the backend port honours, written once and run against each:
 * the embedded adapter on PGlite in every `npm test`, and hosted Supabase when a test project is
 * configured. It only creates its own people and bookings, and counts relative to what it finds,
 * so it can run against a project that already holds data.
 */
export function describeBackendContract(adapter: string, target: () => ContractTarget): void {
  describe(`backend port contract: ${adapter}`, () => {
    let backend: BackendPort;
    let accounts: ContractTarget['accounts'];
    let newEmail: ContractTarget['newEmail'];
    let slots: Slot[];
    const signUpEmail = () => newEmail('nuevo');
    const bookingEmail = () => newEmail('pedro');

    beforeAll(async () => {
      ({ backend, accounts, newEmail } = target());
      slots = await freeSlots(backend, 3);
    });
    afterEach(() => backend.auth.signOut());

    const booking = (slot: Slot, change: Partial<NewReservation> = {}): NewReservation => ({
      nombre: 'Pedro Soto',
      rut: '11.222.333-9',
      email: bookingEmail(),
      telefono: '+56987654321',
      fecha: slot.fecha,
      hora: slot.hora,
      plan: 'familia',
      tipoReunion: 'telefonica',
      ...change,
    });
    const signIn = ({ email, password }: Credentials) => backend.auth.signIn(email, password);
    const slot = (index: number): Slot => {
      const found = slots[index];
      if (!found) throw new Error('No free slot to book in the next three weeks');
      return found;
    };

    it('signs in with a password, restores the session and signs out, announcing each step', async () => {
      const events: AuthEvent[] = [];
      const stop = backend.auth.onAuthStateChange((event) => events.push(event));
      await expect(backend.auth.signIn(accounts.admin.email, 'mala-clave')).rejects.toThrow(
        'Correo o contraseña incorrectos',
      );
      const session = await signIn(accounts.admin);
      expect(session.user.email).toBe(accounts.admin.email);
      expect((await backend.auth.getSession())?.user.id).toBe(session.user.id);
      await backend.auth.signOut();
      expect(await backend.auth.getSession()).toBeNull();
      await vi.waitFor(() => {
        expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'SIGNED_OUT']);
      });
      stop();
    });

    it('signs up a new person as cliente, whatever they ask for', async () => {
      await expect(
        backend.auth.signUp({ email: 'nuevo@ejemplo', password: 'clave-segura', nombre: 'Nuevo' }),
      ).rejects.toThrow('Correo electrónico inválido');
      await expect(
        backend.auth.signUp({ email: signUpEmail(), password: 'corta', nombre: 'Nuevo' }),
      ).rejects.toThrow('La contraseña debe tener al menos 8 caracteres');
      const session = await backend.auth.signUp({
        email: signUpEmail(),
        password: 'clave-segura',
        nombre: 'Nuevo Cliente',
        telefono: '+56911112222',
      });
      expect(session?.user.email).toBe(signUpEmail());
      expect(await backend.profiles.getMine()).toMatchObject({
        nombre: 'Nuevo Cliente',
        role: 'cliente',
        isActive: true,
      });
      await backend.auth.signOut();
      await expect(
        backend.auth.signUp({ email: signUpEmail(), password: 'clave-segura', nombre: 'Otra' }),
      ).rejects.toThrow('Ya existe una cuenta con este correo');
    });

    it('books anonymously through crear_reserva and shows the slot as occupied', async () => {
      const reservation = await backend.reservas.create(booking(slot(0)));
      expect(reservation).toMatchObject({
        estado: 'pendiente',
        precio: 30000,
        fecha: slot(0).fecha,
        hora: slot(0).hora,
        userId: null,
      });
      expect(await backend.reservas.occupied(slot(0).fecha, slot(0).fecha)).toContainEqual(slot(0));
      await expect(backend.reservas.create(booking(slot(0)))).rejects.toThrow('Horario ocupado');
      const notice = {
        reservaId: reservation.id,
        tipo: 'nueva_reserva',
        estado: 'enviado',
        intentos: 1,
        ultimoError: null,
        webhookResponse: { aceptado: true },
      } as const;
      await backend.notificaciones.recordBookingNotice(notice);
      await expect(backend.notificaciones.recordBookingNotice(notice)).rejects.toThrow(
        'Este aviso ya fue registrado',
      );
      await expect(backend.reservas.list()).rejects.toThrow(
        'No tienes permiso para realizar esta acción',
      );
    });

    it('lets a cliente see only its own bookings and profile', async () => {
      await signIn(accounts.cliente);
      const before = await backend.reservas.list();
      const mine = await backend.reservas.create(booking(slot(1), { plan: 'gratis' }));
      expect(mine.estado).toBe('confirmada');
      const after = await backend.reservas.list();
      expect(after.map((r) => r.id)).toEqual(expect.arrayContaining([mine.id]));
      expect(after).toHaveLength(before.length + 1);
      expect(after.every((r) => r.userId === mine.userId)).toBe(true);
      expect((await backend.profiles.list()).map((p) => p.email)).toEqual([accounts.cliente.email]);
      await expect(backend.statistics()).rejects.toThrow('Acceso denegado');
      await expect(backend.reservas.remove(mine.id)).rejects.toThrow(
        'Error al eliminar la reserva',
      );
    });

    it('lets a cliente cancel their own booking, once, and nobody else', async () => {
      const email = newEmail('cancela');
      await signIn(accounts.cliente);
      const mine = await backend.reservas.create(booking(slot(2), { plan: 'gratis', email }));
      await backend.auth.signOut();
      await expect(backend.reservas.cancel(mine.id)).rejects.toThrow();
      await signIn(accounts.abogado);
      await expect(backend.reservas.cancel(mine.id)).rejects.toThrow('Reserva no encontrada');
      await backend.auth.signOut();
      await signIn(accounts.cliente);
      expect((await backend.reservas.cancel(mine.id)).estado).toBe('cancelada');
      await expect(backend.reservas.cancel(mine.id)).rejects.toThrow(
        'Esta reserva ya no se puede cancelar',
      );
      expect(await backend.reservas.occupied(slot(2).fecha, slot(2).fecha)).not.toContainEqual(
        slot(2),
      );
    });

    it('lets an abogado read and update every booking but not delete', async () => {
      await signIn(accounts.abogado);
      const ours = (await backend.reservas.list()).filter((r) => r.email === bookingEmail());
      expect(ours).toHaveLength(2);
      const pending = ours.find((r) => r.estado === 'pendiente');
      if (!pending) throw new Error('the anonymous booking is missing');
      await backend.reservas.setStatus(pending.id, 'confirmada');
      expect((await backend.reservas.get(pending.id))?.estado).toBe('confirmada');
      await expect(backend.reservas.remove(pending.id)).rejects.toThrow(
        'Error al eliminar la reserva',
      );
    });

    it('lets an admin manage users, roles, bookings and read the statistics', async () => {
      await signIn(accounts.admin);
      const profiles = await backend.profiles.list();
      expect(profiles.map((p) => p.email)).toContain(accounts.cliente.email);
      const nuevo = profiles.find((p) => p.email === signUpEmail());
      if (!nuevo) throw new Error('the signed-up profile is missing');
      await backend.profiles.setRole(nuevo.userId, 'abogado');
      await backend.profiles.setActive(nuevo.userId, false);
      const admin = profiles.find((p) => p.email === accounts.admin.email);
      if (!admin) throw new Error('the admin profile is missing');
      const otherAdmins = profiles.some(
        (p) => p.role === 'admin' && p.isActive && p.userId !== admin.userId,
      );
      if (!otherAdmins)
        await expect(backend.profiles.setActive(admin.userId, false)).rejects.toThrow(
          'Debe quedar al menos un administrador activo',
        );

      const now = await backend.profiles.list();
      const stats = await backend.statistics();
      expect(stats.totalUsuarios).toBe(now.length);
      expect(stats.usuariosActivos).toBe(now.filter((p) => p.isActive).length);
      const ours = (await backend.reservas.list()).filter((r) => r.email === bookingEmail());
      expect(stats.totalReservas).toBeGreaterThanOrEqual(ours.length);
      for (const reservation of ours) await backend.reservas.remove(reservation.id);
      expect(await backend.reservas.get(ours[0]?.id ?? '')).toBeNull();
    });

    it('a deactivated account keeps its sign-in but loses its role', async () => {
      await backend.auth.signIn(signUpEmail(), 'clave-segura');
      expect(await backend.profiles.getMine()).toMatchObject({ isActive: false, role: 'abogado' });
      await expect(backend.reservas.list()).resolves.toEqual([]);
    });

    it('subscribes to the newsletter and sends a contact message, idempotently', async () => {
      await backend.newsletter.subscribe(newEmail('lectora'));
      await backend.newsletter.subscribe(newEmail('lectora'));
      const message = {
        nombre: 'Lucía',
        email: newEmail('lucia'),
        mensaje: 'Quiero asesoría para mi pyme.',
      };
      expect(await backend.contact.send(message)).toBe(await backend.contact.send(message));
      await expect(backend.newsletter.subscribe('no-es-correo')).rejects.toThrow(
        'Correo electrónico inválido',
      );
    });
  });
}
