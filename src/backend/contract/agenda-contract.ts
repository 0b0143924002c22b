import { rutCheckDigit } from '../../lib/rut/rut';
import { STATEMENTS } from '../../test/booking-statements';
import type { BackendPort, NewReservation } from '../port';
import type { ContractTarget, Credentials } from './backend-contract';
import { addIsoDays, freeSlots, type Slot } from './free-slots';
import { passSecondStep } from './second-step';

const runSeed = Date.now() % 100_000;
let people = 0;

/** A new person for each booking, apart from the main contract's people. */
function guest(slot: Slot, email: string): NewReservation {
  people += 1;
  const body = String(23_000_000 + runSeed * 100 + people);
  return {
    nombre: 'Elena Agenda',
    ...STATEMENTS,
    rut: `${body}-${rutCheckDigit(body)}`,
    email,
    telefono: `+569${String(40_000_000 + runSeed * 100 + people).slice(-8)}`,
    fecha: slot.fecha,
    hora: slot.hora,
    plan: 'laboral',
    tipoReunion: 'videollamada',
  };
}

/**
 * The firm's calendar by lawyer, the same on every adapter: a booking gets a lawyer and a link to
 * move it; the link moves it under the rules; the staff's agenda, absences, closed days and the
 * lawyer's own calendar address. It creates only its own bookings, absences and closed days (a
 * Saturday, closed anyway), and removes the last two.
 */
export function describeAgendaContract(adapter: string, target: () => ContractTarget): void {
  describe(`agenda contract: ${adapter}`, () => {
    let backend: BackendPort;
    let accounts: ContractTarget['accounts'];
    let newEmail: ContractTarget['newEmail'];

    beforeAll(() => {
      ({ backend, accounts, newEmail } = target());
    });
    afterEach(() => backend.auth.signOut());

    const signIn = async ({ email, password, totpSecret }: Credentials) => {
      const session = await backend.auth.signIn(email, password);
      return (await passSecondStep(backend, totpSecret)) ?? session;
    };

    it('assigns a lawyer and moves a booking by its link, keeping its code', async () => {
      const [from, to] = await freeSlots(backend, 2);
      if (!from || !to) throw new Error('No free slot to book in the next three weeks');
      const calendar = await backend.reservas.calendar(from.fecha, from.fecha, 'laboral');
      expect(calendar[0]?.horarios).toContain(from.hora);
      // Booked by a verified account (bookings of unverified people count towards a ceiling the
      // main contract meets), then moved by its link with nobody signed in.
      await signIn(accounts.cliente);
      const booked = await backend.reservas.create(guest(from, newEmail('agenda')));
      await backend.auth.signOut();
      expect(booked.abogadoId).toMatch(/^[0-9a-f-]{36}$/);
      expect(booked.tokenGestion).toMatch(/^[0-9a-f]{64}$/);
      expect(booked.movimientos).toBe(0);
      const names = await backend.agenda.lawyerNames();
      expect(names.map((name) => name.id)).toContain(booked.abogadoId);

      const token = booked.tokenGestion ?? '';
      await expect(backend.reservas.byToken('0'.repeat(64))).rejects.toMatchObject({
        code: 'enlace_invalido',
      });
      expect(await backend.reservas.byToken(token)).toMatchObject({
        id: booked.id,
        fecha: from.fecha,
        hora: from.hora,
        movimientosCliente: 0,
        sinReagendar: null,
      });
      await expect(
        backend.reservas.reschedule({ id: booked.id, fecha: to.fecha, hora: to.hora }),
      ).rejects.toMatchObject({ code: 'reserva_no_encontrada' });
      const moved = await backend.reservas.reschedule({
        id: booked.id,
        fecha: to.fecha,
        hora: to.hora,
        token,
      });
      expect(moved).toMatchObject({
        id: booked.id,
        fecha: to.fecha,
        hora: to.hora,
        movimientos: 1,
        movimientosCliente: 1,
      });
      expect(moved.codigo).toBe(booked.id.replace(/-/g, '').slice(0, 8).toUpperCase());
      await expect(
        backend.reservas.reschedule({ id: booked.id, fecha: to.fecha, hora: to.hora, token }),
      ).rejects.toMatchObject({ code: 'misma_hora' });
    });

    it('cancels a booking by its link, once, and frees its time', async () => {
      const [slot] = await freeSlots(backend, 1);
      if (!slot) throw new Error('No free slot to book in the next three weeks');
      await signIn(accounts.cliente);
      const booked = await backend.reservas.create(guest(slot, newEmail('cancela-enlace')));
      await backend.auth.signOut();
      const token = booked.tokenGestion ?? '';

      await expect(backend.reservas.cancelByToken('0'.repeat(64))).rejects.toMatchObject({
        code: 'enlace_invalido',
        message: 'El enlace no es válido',
      });
      const cancelled = await backend.reservas.cancelByToken(token);
      expect(cancelled).toMatchObject({
        id: booked.id,
        fecha: slot.fecha,
        hora: slot.hora,
        estado: 'cancelada',
        sinReagendar: 'estado',
      });
      expect(await backend.reservas.byToken(token)).toMatchObject({ estado: 'cancelada' });
      await expect(backend.reservas.cancelByToken(token)).rejects.toMatchObject({
        code: 'transicion_invalida',
        message: 'Esta reserva ya no se puede cancelar',
      });
      expect(await backend.reservas.occupied(slot.fecha, slot.fecha, 'laboral')).not.toContainEqual(
        expect.objectContaining({ fecha: slot.fecha, hora: slot.hora }),
      );
    });

    it('shows the staff their lawyers, and lets a lawyer record their own absence', async () => {
      await signIn(accounts.abogado);
      const session = await backend.auth.getSession();
      const me = session?.user.id ?? '';
      const lawyers = await backend.agenda.lawyers();
      const mine = lawyers.find((lawyer) => lawyer.id === me);
      expect(mine).toMatchObject({ activo: true });
      const far = addIsoDays(new Date().toISOString().slice(0, 10), 60);
      await backend.agenda.addAbsence({
        abogadoId: me,
        desde: far,
        hasta: far,
        motivo: 'tribunal',
      });
      const added = (await backend.agenda.lawyers())
        .find((lawyer) => lawyer.id === me)
        ?.ausencias.find((absence) => absence.desde === far);
      expect(added).toMatchObject({ hasta: far, motivo: 'tribunal' });
      await backend.agenda.removeAbsence(added?.id ?? '');
      expect(
        (await backend.agenda.lawyers())
          .find((lawyer) => lawyer.id === me)
          ?.ausencias.some((absence) => absence.desde === far),
      ).toBe(false);
      // Their own calendar address: a secret shown once, revocable.
      expect(await backend.agenda.createFeedToken()).toMatch(/^[0-9a-f]{64}$/);
      expect(
        (await backend.agenda.lawyers()).find((lawyer) => lawyer.id === me)?.enlaceAgenda,
      ).toBe(true);
      await backend.agenda.revokeFeedToken();
      expect(
        (await backend.agenda.lawyers()).find((lawyer) => lawyer.id === me)?.enlaceAgenda,
      ).toBe(false);
      expect(Array.isArray(await backend.agenda.myAgenda())).toBe(true);
      // Attendance is marked only after the consultation's time.
      const [slot] = await freeSlots(backend, 1);
      if (!slot) throw new Error('No free slot');
      await backend.auth.signOut();
      await signIn(accounts.cliente);
      const booked = await backend.reservas.create({
        ...guest(slot, newEmail('asistencia')),
        plan: 'gratis',
      });
      await backend.auth.signOut();
      await signIn(accounts.abogado);
      await expect(backend.reservas.markAttendance(booked.id, false)).rejects.toMatchObject({
        code: 'antes_de_tiempo',
      });
    });

    it('lets the admin close a day of the firm and open it again', async () => {
      await signIn(accounts.admin);
      // A Saturday two weeks ahead: closed anyway, so no booking is touched.
      const today = new Date().toISOString().slice(0, 10);
      let saturday = addIsoDays(today, 14);
      while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6)
        saturday = addIsoDays(saturday, 1);
      await backend.agenda.addClosedDay({ fecha: saturday, nombre: 'Jornada del contrato' });
      expect(await backend.agenda.closedDays(today)).toContainEqual({
        fecha: saturday,
        nombre: 'Jornada del contrato',
      });
      await backend.agenda.removeClosedDay(saturday);
      expect(await backend.agenda.closedDays(today)).not.toContainEqual({
        fecha: saturday,
        nombre: 'Jornada del contrato',
      });
      expect(Array.isArray(await backend.agenda.toReassign())).toBe(true);
    });
  });
}
