import { PLANS } from '../../content/catalogue/plans';
import { PRIVACY_POLICY_VERSION } from '../../content/legal/versions';
import { rutCheckDigit } from '../../lib/rut/rut';
import { STATEMENTS } from '../../test/booking-statements';
import type {
  AuthEvent,
  BackendPort,
  BookingStatements,
  NewReservation,
  SignUpAnswer,
  SignUpInput,
} from '../port';
import { SLOT_TIMES } from '../../booking/model/slot-times';
import { addIsoDays, freeSlots, type Slot } from './free-slots';
import { CONFIRMATION_RETURN, signUpConfirmed } from './new-account';
import { passSecondStep } from './second-step';

/**
 * A person of their own for each booking (RUT and phone), so the per-person booking limits meet
 * only where a test means them to. The run's start time keeps runs on a shared project apart.
 */
let people = 0;
const runSeed = Date.now() % 100_000;
const AVISO = PRIVACY_POLICY_VERSION.version;
function nextPerson(): { rut: string; telefono: string } & BookingStatements {
  people += 1;
  const body = String(20_000_000 + runSeed * 100 + people);
  return {
    rut: `${body}-${rutCheckDigit(body)}`,
    telefono: `+569${String(10_000_000 + runSeed * 100 + people).slice(-8)}`,
    ...STATEMENTS,
  };
}

export interface Credentials {
  email: string;
  password: string;
  /** The base32 secret of the account's authenticator, for staff on a hosted project. */
  totpSecret?: string;
}

/** What an adapter's test file hands the shared suite once its backend is up. */
export interface ContractTarget {
  backend: BackendPort;
  /** One active account per role, with the role already set. */
  accounts: { admin: Credentials; abogado: Credentials; cliente: Credentials };
  /** An address nobody has used yet, for sign-ups and bookings made by this run. */
  newEmail: (name: string) => string;
  /**
   * A new person's sign-up, left as the site's sign-up leaves it: an account whose address is not
   * confirmed yet, nobody signed in. Embedded: the port's own sign-up. Hosted: the service key
   * creates the same account without e-mailing a link (Supabase's own sender reaches only the
   * project team's addresses), so a run needs no mail server.
   */
  signUpUnconfirmed: (input: SignUpInput) => Promise<SignUpAnswer>;
  /**
   * What following the link sent to the address does: the address is confirmed. The person is
   * signed out afterwards, whatever the link did.
   */
  confirmAddress: (email: string, answer: SignUpAnswer) => Promise<void>;
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
      slots = await freeSlots(backend, 7);
    });
    afterEach(() => backend.auth.signOut());

    const booking = (slot: Slot, change: Partial<NewReservation> = {}): NewReservation => ({
      nombre: 'Pedro Soto',
      ...nextPerson(),
      email: bookingEmail(),
      fecha: slot.fecha,
      hora: slot.hora,
      plan: 'familia',
      tipoReunion: 'telefonica',
      ...change,
    });
    /** Signs in, passing the second step when the account has one (every staff account does). */
    const signIn = async ({ email, password, totpSecret }: Credentials) => {
      const session = await backend.auth.signIn(email, password);
      return (await passSecondStep(backend, totpSecret)) ?? session;
    };
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
        expect(events).toEqual([
          'INITIAL_SESSION',
          'SIGNED_IN',
          'MFA_CHALLENGE_VERIFIED',
          'SIGNED_OUT',
        ]);
      });
      stop();
    });

    it('signs up a new person as cliente, whatever they ask for, once the address is confirmed', async () => {
      await expect(
        backend.auth.signUp(
          { email: 'nuevo@ejemplo', password: 'clave-segura', nombre: 'Nuevo' },
          CONFIRMATION_RETURN,
        ),
      ).rejects.toThrow('Correo electrónico inválido');
      await expect(
        backend.auth.signUp(
          { email: signUpEmail(), password: 'corta', nombre: 'Nuevo' },
          CONFIRMATION_RETURN,
        ),
      ).rejects.toThrow('La contraseña debe tener al menos 8 caracteres');
      const answer = await target().signUpUnconfirmed({
        email: signUpEmail(),
        password: 'clave-segura',
        nombre: 'Nuevo Cliente',
        telefono: '+56911112222',
        avisoVersion: AVISO,
      });
      // Nobody is signed in, and the password opens nothing, until the address is confirmed.
      expect(answer.session).toBeNull();
      expect(await backend.auth.getSession()).toBeNull();
      await expect(backend.auth.signIn(signUpEmail(), 'otra-clave')).rejects.toMatchObject({
        code: 'credenciales',
      });
      await expect(backend.auth.signIn(signUpEmail(), 'clave-segura')).rejects.toMatchObject({
        code: 'correo_sin_confirmar',
        message:
          'Tu correo aún no está confirmado: abre el enlace de confirmación para iniciar sesión',
      });
      expect(await backend.auth.getSession()).toBeNull();
      await target().confirmAddress(signUpEmail(), answer);
      const session = await backend.auth.signIn(signUpEmail(), 'clave-segura');
      expect(session.user.email).toBe(signUpEmail());
      expect(await backend.profiles.getMine()).toMatchObject({
        nombre: 'Nuevo Cliente',
        role: 'cliente',
        isActive: true,
      });
      // The account's own newsletter subscription: off until asked for, off again in one click.
      expect(await backend.newsletter.mine()).toEqual({ suscrito: false });
      await backend.newsletter.subscribe(signUpEmail(), AVISO);
      expect(await backend.newsletter.mine()).toEqual({ suscrito: true });
      await backend.newsletter.stopMine();
      expect(await backend.newsletter.mine()).toEqual({ suscrito: false });
      await backend.auth.signOut();
      // Signing up again with the address makes no second account and signs nobody in; the
      // answer is a new person's (it never tells who has an account), with no link to follow.
      expect(
        await backend.auth.signUp(
          { email: signUpEmail(), password: 'clave-nueva', nombre: 'Otra' },
          CONFIRMATION_RETURN,
        ),
      ).toEqual({ session: null });
      expect(await backend.auth.getSession()).toBeNull();
      await expect(backend.auth.signIn(signUpEmail(), 'clave-nueva')).rejects.toMatchObject({
        code: 'credenciales',
      });
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
      await expect(backend.reservas.create(booking(slot(0)))).rejects.toMatchObject({
        message: 'Horario ocupado',
        code: 'horario_ocupado',
      });
      // The visitor asks the server to send the booking's own notices, by id; nothing else.
      const first = await backend.notificaciones.notify({
        tipo: 'nueva_reserva',
        reservaId: reservation.id,
      });
      expect(['enviado', 'fallido', 'sin_envio']).toContain(first.kind);
      await expect(
        backend.notificaciones.notify({ tipo: 'recordatorio', reservaId: reservation.id }),
      ).resolves.toMatchObject({ kind: 'rechazado', code: 'acceso_denegado' });
      await expect(
        backend.notificaciones.notify({
          tipo: 'nueva_reserva',
          reservaId: '00000000-0000-4000-8000-000000000000',
        }),
      ).resolves.toMatchObject({ kind: 'rechazado', code: 'reserva_no_encontrada' });
      await expect(backend.reservas.list()).rejects.toThrow(
        'No tienes permiso para realizar esta acción',
      );
    });

    it('reads the calendar crear_reserva enforces: weekends closed, open days with their times', async () => {
      const first = slot(0).fecha;
      const days = await backend.reservas.calendar(first, addIsoDays(first, 13));
      expect(days.map((day) => day.fecha)).toEqual(
        Array.from({ length: 14 }, (_, index) => addIsoDays(first, index)),
      );
      for (const day of days) {
        const weekend = [0, 6].includes(new Date(`${day.fecha}T12:00:00Z`).getUTCDay());
        if (weekend) expect(day).toMatchObject({ horarios: [], motivo: 'fin_de_semana' });
        else if (day.motivo === 'feriado') expect(day.horarios).toEqual([]);
        else expect(day).toMatchObject({ horarios: SLOT_TIMES, motivo: null, nombre: null });
      }
      expect(days.find((day) => day.fecha === slot(0).fecha)?.horarios).toContain(slot(0).hora);
      await expect(backend.reservas.calendar(first, addIsoDays(first, 63))).rejects.toMatchObject({
        code: 'rango_invalido',
      });
    });

    it('releases the unpaid hold a new booking of the same person replaces', async () => {
      const person = { ...nextPerson(), email: newEmail('reemplaza') };
      const held = await backend.reservas.create(booking(slot(5), person));
      const moved = await backend.reservas.create(
        booking(slot(6), { ...person, reemplaza: held.id }),
      );
      expect(moved).toMatchObject({ estado: 'pendiente', ...slot(6) });
      const occupied = await backend.reservas.occupied(slot(5).fecha, slot(6).fecha);
      expect(occupied).toContainEqual(slot(6));
      expect(occupied).not.toContainEqual(slot(5));
    });

    it('takes an emergency request with no slot, one at a time per person', async () => {
      const email = newEmail('urgente');
      const asked = {
        nombre: 'Pedro Soto',
        ...nextPerson(),
        email,
        descripcion: 'Me despidieron hoy sin carta de aviso y me piden firmar el finiquito.',
      };
      const request = await backend.reservas.requestUrgent(asked);
      expect(request).toMatchObject({
        urgente: true,
        plan: 'emergencia',
        precio: PLANS.emergencia.price,
        estado: 'pendiente',
        tipoReunion: 'telefonica',
        userId: null,
      });
      expect(request.hora).toMatch(/^\d{2}:\d{2}$/);
      expect(await backend.reservas.occupied(request.fecha, request.fecha)).not.toContainEqual({
        fecha: request.fecha,
        hora: request.hora,
      });
      await expect(
        backend.reservas.requestUrgent({ ...asked, ...nextPerson() }),
      ).rejects.toMatchObject({ code: 'limite_urgentes' });
      await expect(
        backend.reservas.requestUrgent({
          ...asked,
          ...nextPerson(),
          email: newEmail('otra'),
          descripcion: 'Ayuda',
        }),
      ).rejects.toMatchObject({ code: 'descripcion_invalida' });
      // Its notices go out like a booking's, carrying a time that is not a slot.
      const notice = await backend.notificaciones.notify({
        tipo: 'notificacion_abogado',
        reservaId: request.id,
      });
      expect(['enviado', 'fallido', 'sin_envio']).toContain(notice.kind);

      await signIn(accounts.abogado);
      expect(await backend.reservas.get(request.id)).toMatchObject({ urgente: true });
      await backend.auth.signOut();
      await signIn(accounts.admin);
      await backend.reservas.remove(request.id);
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
      // A paid plan: this client already holds its one free consultation (the test above).
      const mine = await backend.reservas.create(booking(slot(2), { email }));
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

    it('records staff reads and changes in the audit trail, which only admins read', async () => {
      await signIn(accounts.abogado);
      const ours = (await backend.reservas.list()).filter((r) => r.email === bookingEmail());
      const first = ours[0];
      if (!first) throw new Error('the anonymous booking is missing');
      await backend.auditoria.logRead('reservas', [first.id], 'contrato/lista');
      expect(await backend.auditoria.list({ page: 0, pageSize: 5 })).toEqual({
        rows: [],
        total: 0,
      });
      await expect(backend.retencion.preview()).rejects.toMatchObject({ code: 'acceso_denegado' });
      await backend.auth.signOut();

      await signIn(accounts.admin);
      const trail = await backend.auditoria.ofRecord('reservas', first.id);
      expect(trail.map((e) => [e.accion, e.pantalla, e.actorEmail])).toContainEqual([
        'leer',
        'contrato/lista',
        accounts.abogado.email,
      ]);
      const reads = await backend.auditoria.list({
        registro: first.id,
        accion: 'leer',
        page: 0,
        pageSize: 10,
      });
      expect(reads.total).toBe(1);
      expect(reads.rows[0]?.titularEmail).toBe(bookingEmail());
      const preview = await backend.retencion.preview();
      expect(preview.reservas_sin_pago).toMatchObject({ aplicados: 0 });
      expect(preview.auditoria).toMatchObject({ pendientes: 0, aplicados: 0 });
    });

    it('lets staff search bookings page by page, filtered in the database', async () => {
      await signIn(accounts.abogado);
      const mine = { texto: bookingEmail(), page: 0, pageSize: 1 };
      const first = await backend.reservas.search(mine);
      expect(first.total).toBe(2);
      expect(first.rows).toHaveLength(1);
      const second = await backend.reservas.search({ ...mine, page: 1 });
      expect(second.rows[0]?.id).not.toBe(first.rows[0]?.id);
      const pending = await backend.reservas.search({ ...mine, estado: 'pendiente', pageSize: 10 });
      expect(pending.rows.every((r) => r.estado === 'pendiente')).toBe(true);
      const outside = await backend.reservas.search({
        ...mine,
        desde: '2000-01-01',
        hasta: '2000-01-31',
      });
      expect(outside).toEqual({ rows: [], total: 0 });
      // The booking code a client reads out finds the booking, typed as people type it.
      const target = first.rows[0];
      if (!target) throw new Error('no booking found');
      const code = target.id.replace(/-/g, '').slice(0, 8);
      const byCode = await backend.reservas.search({
        texto: ` #${code.slice(0, 4)}-${code.slice(4).toUpperCase()} `,
        page: 0,
        pageSize: 10,
      });
      expect(byCode.rows.map((r) => r.id)).toEqual([target.id]);
      // Filter text is data, never filter syntax.
      const odd = await backend.reservas.search({ texto: 'a,b(c)%_"', page: 0, pageSize: 5 });
      expect(odd.rows.length).toBeLessThanOrEqual(5);
      await backend.auth.signOut();
      const session = await signIn(accounts.cliente);
      const own = await backend.reservas.search({ page: 0, pageSize: 200 });
      expect(own.total).toBeGreaterThanOrEqual(2);
      expect(own.rows.every((r) => r.userId === session.user.id)).toBe(true);
    });

    it('lets an admin run reminders, the notification log and the diagnostics', async () => {
      await signIn(accounts.cliente);
      await expect(backend.notificaciones.list(10)).resolves.toEqual([]);
      const own = await backend.reservas.search({ page: 0, pageSize: 1 });
      for (const mine of own.rows)
        await expect(backend.notificaciones.ofReservation(mine.id)).resolves.toEqual([]);
      await expect(backend.diagnostics.cleanUp()).resolves.toEqual({
        reservas: 0,
        notificaciones: 0,
      });
      await backend.auth.signOut();

      await signIn(accounts.admin);
      const reminder = await backend.reservas.create(
        booking(slot(3), { email: newEmail('recordatorio') }),
      );
      const due = await backend.reservas.dueReminders(slot(3).fecha);
      expect(due.map((r) => r.id)).toContain(reminder.id);
      await backend.reservas.markReminderSent(reminder.id);
      expect((await backend.reservas.dueReminders(slot(3).fecha)).map((r) => r.id)).not.toContain(
        reminder.id,
      );

      // Only an admin sends reminders and tests; the server logs every attempt.
      const sent = await backend.notificaciones.notify({
        tipo: 'recordatorio',
        reservaId: reminder.id,
      });
      expect(['enviado', 'fallido', 'sin_envio']).toContain(sent.kind);
      const [latest] = await backend.notificaciones.list(1);
      expect(latest).toMatchObject({ reservaId: reminder.id, tipo: 'recordatorio' });
      // A booking's own notices, oldest first, each on its channel.
      const ofBooking = await backend.notificaciones.ofReservation(reminder.id);
      expect(ofBooking).toContainEqual(
        expect.objectContaining({ tipo: 'recordatorio', canal: 'webhook', origenId: null }),
      );
      expect(ofBooking.every((n) => n.reservaId === reminder.id)).toBe(true);
      const times = ofBooking.map((n) => Date.parse(n.createdAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      const status = await backend.notificaciones.webhookStatus();
      expect(status.empresa.nombre).toBe('Punto Legal');
      expect(JSON.stringify(status)).not.toMatch(/hook\.make\.com\/[A-Za-z0-9]{6}/);

      await backend.diagnostics.ping();
      for (const table of ['reservas', 'notificaciones', 'pagos'] as const)
        await backend.diagnostics.readTable(table);
      const before = await backend.diagnostics.counts();
      const test = await backend.diagnostics.insertTestReservation(slot(4));
      expect((await backend.reservas.get(test))?.estado).toBe('confirmada');
      expect((await backend.diagnostics.counts()).reservas).toBe(before.reservas + 1);
      await backend.notificaciones.notify({ tipo: 'test' });
      const removed = await backend.diagnostics.cleanUp();
      expect(removed.reservas).toBe(1);
      expect(removed.notificaciones).toBeGreaterThanOrEqual(1);
      expect(await backend.reservas.get(test)).toBeNull();
      await backend.reservas.remove(reminder.id);
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
        await expect(backend.profiles.setActive(admin.userId, false)).rejects.toMatchObject({
          message: 'Debe quedar al menos un administrador activo',
          code: 'ultimo_admin',
        });

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
      const first = await backend.newsletter.subscribe(newEmail('lectora'), AVISO);
      expect(first.result).toBe('suscrito');
      expect(first.tokenBaja).toMatch(/^[0-9a-f-]{36}$/);
      expect(await backend.newsletter.subscribe(newEmail('lectora'), AVISO)).toEqual({
        result: 'ya_suscrito',
        tokenBaja: null,
      });
      const message = {
        nombre: 'Lucía',
        email: newEmail('lucia'),
        mensaje: 'Quiero asesoría para mi pyme.',
        avisoVersion: AVISO,
      };
      expect(await backend.contact.send(message)).toBe(await backend.contact.send(message));
      await expect(backend.newsletter.subscribe('no-es-correo', AVISO)).rejects.toThrow(
        'Correo electrónico inválido',
      );
      await expect(
        backend.newsletter.subscribe(newEmail('sin-aviso'), '0.0'),
      ).rejects.toMatchObject({ code: 'aviso_invalido' });
    });

    it('ends a subscription by its link, once, and lets it be taken again', async () => {
      const { tokenBaja } = await backend.newsletter.subscribe(newEmail('se-va'), AVISO);
      expect(await backend.newsletter.unsubscribe(tokenBaja ?? '')).toBe('baja');
      expect(await backend.newsletter.unsubscribe(tokenBaja ?? '')).toBe('ya_de_baja');
      await expect(backend.newsletter.unsubscribe('no-es-un-enlace')).rejects.toMatchObject({
        code: 'enlace_invalido',
      });
      await expect(
        backend.newsletter.unsubscribe('00000000-0000-4000-8000-000000000000'),
      ).rejects.toThrow('no es válido');
      expect((await backend.newsletter.subscribe(newEmail('se-va'), AVISO)).result).toBe(
        'suscrito',
      );
    });

    it('gives a person their data, corrects them, changes the address and erases the account', async () => {
      const email = newEmail('titular');
      await signUpConfirmed(target(), {
        email,
        password: 'clave-segura',
        nombre: 'Titular Prueba',
      });
      await backend.contact.send({
        nombre: 'Titular',
        email,
        mensaje: 'Mensaje de la titular.',
        avisoVersion: AVISO,
      });
      const data = await backend.misDatos.export();
      expect(data).toMatchObject({
        perfil: { nombre: 'Titular Prueba', email },
        mensajes_contacto: [{ email, mensaje: 'Mensaje de la titular.' }],
      });
      await expect(
        backend.misDatos.updateProfile({
          nombre: 'Titular Corregida',
          telefono: '+56 9 8765 4321',
        }),
      ).resolves.toMatchObject({ nombre: 'Titular Corregida', telefono: '+56 9 8765 4321' });
      await expect(
        backend.misDatos.changeEmail(accounts.admin.email, 'http://localhost/auth'),
      ).rejects.toThrow('Ya existe una cuenta con este correo');
      let address = email;
      const { demoLink } = await backend.misDatos.changeEmail(
        newEmail('titular2'),
        'http://localhost/auth',
      );
      if (demoLink) {
        const session = await backend.auth.exchangeCode(
          new URL(demoLink).searchParams.get('code') ?? '',
        );
        address = newEmail('titular2');
        expect(session.user.email).toBe(address);
        expect(await backend.profiles.getMine()).toMatchObject({ email: address });
      }
      const report = await backend.misDatos.deleteAccount();
      expect(report.eliminados.map((e) => e.tabla)).toEqual(
        expect.arrayContaining(['profiles', 'usuarios']),
      );
      expect(await backend.auth.getSession()).toBeNull();
      await expect(backend.auth.signIn(address, 'clave-segura')).rejects.toThrow(
        'Correo o contraseña incorrectos',
      );
    });
  });
}
