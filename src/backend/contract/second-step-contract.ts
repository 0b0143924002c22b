import { totpCode, totpStep } from '../../lib/auth/totp';
import { STATEMENTS } from '../../test/booking-statements';
import type { BackendPort } from '../port';
import type { ContractTarget } from './backend-contract';
import { freeSlots } from './free-slots';
import { signUpConfirmed } from './new-account';
import { passSecondStep } from './second-step';

/**
 * Two-step verification, the same on every adapter: a staff member's rights wait for the second
 * step; a cliente turns it on with a code from the app, signs in with a code, and turns it off
 * with one. `replays` says whether the adapter refuses a code a second time (the embedded one
 * does; Supabase Auth takes a code again with a new challenge inside its window).
 */
export function describeSecondStepContract(
  adapter: string,
  target: () => ContractTarget,
  { replays }: { replays: boolean },
): void {
  describe(`two-step verification contract: ${adapter}`, () => {
    let backend: BackendPort;
    let accounts: ContractTarget['accounts'];
    let newEmail: ContractTarget['newEmail'];

    beforeAll(() => {
      ({ backend, accounts, newEmail } = target());
    });
    afterEach(() => backend.auth.signOut());

    it('gives staff a cliente’s rights until the second step, and theirs after it', async () => {
      // Someone else's booking, made without an account: staff see it only after the code.
      const [slot] = await freeSlots(backend, 1);
      if (!slot) throw new Error('No free slot to book in the next three weeks');
      const visitor = await backend.reservas.create({
        nombre: 'Visitante Dos Pasos',
        ...STATEMENTS,
        rut: '11.111.111-1',
        email: newEmail('visitante-dos-pasos'),
        telefono: '+56911112233',
        fecha: slot.fecha,
        hora: slot.hora,
        plan: 'familia',
        tipoReunion: 'telefonica',
      });
      const abogado = await backend.auth.signIn(accounts.abogado.email, accounts.abogado.password);
      expect(abogado.aal).toBe('aal1');
      expect(await backend.auth.mfa.assurance()).toEqual({ current: 'aal1', next: 'aal2' });
      // With a password alone: nobody else's booking or profile, and no staff operation.
      const before = await backend.reservas.list();
      expect(before.map((r) => r.id)).not.toContain(visitor.id);
      expect(before.every((r) => r.userId === abogado.user.id)).toBe(true);
      expect((await backend.profiles.list()).map((p) => p.userId)).toEqual([abogado.user.id]);
      await expect(
        backend.reservas.search({ page: 0, pageSize: 5 }).then((page) => page.total),
      ).resolves.toBe(before.length);
      // The profile still says who they are, so the app can ask for the code.
      expect((await backend.profiles.getMine())?.role).toBe('abogado');

      const verified = await passSecondStep(backend, accounts.abogado.totpSecret);
      expect(verified?.aal).toBe('aal2');
      expect(await backend.auth.mfa.assurance()).toEqual({ current: 'aal2', next: 'aal2' });
      expect((await backend.reservas.list()).map((r) => r.id)).toContain(visitor.id);

      await backend.auth.signOut();
      await backend.auth.signIn(accounts.admin.email, accounts.admin.password);
      await expect(backend.statistics()).rejects.toThrow();
      await passSecondStep(backend, accounts.admin.totpSecret);
      expect((await backend.statistics()).totalUsuarios).toBeGreaterThan(0);
    });

    it('lets a cliente turn it on, sign in with a code, and turn it off with one', async () => {
      const email = newEmail('dos-pasos');
      await signUpConfirmed(target(), { email, password: 'clave-segura', nombre: 'Dos Pasos' });
      expect(await backend.auth.mfa.assurance()).toEqual({ current: 'aal1', next: 'aal1' });
      expect(await backend.auth.mfa.factors()).toEqual([]);

      const enrollment = await backend.auth.mfa.enroll();
      expect(enrollment.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(enrollment.uri).toMatch(/^otpauth:\/\/totp\/Punto%20Legal:/);
      expect(enrollment.uri).toContain(`secret=${enrollment.secret}`);
      // The previous step is still accepted (a phone a few seconds behind): use it here, so the
      // current and the next step are left for the sign-in and for turning it off.
      const step = totpStep(Date.now());
      const code = (offset: number) => totpCode(enrollment.secret, step + offset);
      await expect(
        backend.auth.mfa.confirmEnrollment(enrollment.factorId, wrongCodeFor(await code(-1))),
      ).rejects.toMatchObject({ code: 'codigo_invalido' });
      await backend.auth.mfa.confirmEnrollment(enrollment.factorId, await code(-1));
      const [factor] = await backend.auth.mfa.factors();
      expect(factor?.id).toBe(enrollment.factorId);
      expect(Number.isNaN(Date.parse(factor?.createdAt ?? ''))).toBe(false);
      expect((await backend.auth.getSession())?.aal).toBe('aal2');
      await expect(backend.auth.mfa.enroll()).rejects.toMatchObject({ code: 'factor_existente' });

      await backend.auth.signOut();
      const session = await backend.auth.signIn(email, 'clave-segura');
      expect(session.aal).toBe('aal1');
      expect(await backend.auth.mfa.assurance()).toEqual({ current: 'aal1', next: 'aal2' });
      await expect(
        backend.auth.mfa.verify(enrollment.factorId, wrongCodeFor(await code(0))),
      ).rejects.toMatchObject({ code: 'codigo_invalido' });
      await backend.auth.mfa.verify(enrollment.factorId, await code(0));
      expect((await backend.auth.getSession())?.aal).toBe('aal2');

      if (replays) {
        await backend.auth.signOut();
        await backend.auth.signIn(email, 'clave-segura');
        await expect(
          backend.auth.mfa.verify(enrollment.factorId, await code(0)),
        ).rejects.toMatchObject({ code: 'codigo_usado' });
      }

      await expect(
        backend.auth.mfa.unenroll(enrollment.factorId, wrongCodeFor(await code(1))),
      ).rejects.toMatchObject({ code: 'codigo_invalido' });
      await backend.auth.mfa.unenroll(enrollment.factorId, await code(1));
      expect(await backend.auth.mfa.factors()).toEqual([]);
      expect(await backend.auth.mfa.assurance()).toEqual({ current: 'aal1', next: 'aal1' });
    });
  });
}

/** A six-digit code that is not the given one. */
function wrongCodeFor(code: string): string {
  return String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
}
