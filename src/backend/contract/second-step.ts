import { totpCode, totpStep } from '../../lib/auth/totp';
import type { BackendPort, Session } from '../port';

/**
 * Passes the second step of a sign-in when the account asks for one: with the demo code in
 * embedded mode, else with a code made from the account's authenticator secret. The step after
 * the current one is used, so a code already taken in this 30-second window is not replayed.
 */
export async function passSecondStep(
  backend: BackendPort,
  totpSecret: string | undefined,
): Promise<Session | null> {
  const { current, next } = await backend.auth.mfa.assurance();
  if (current === 'aal2' || next !== 'aal2') return backend.auth.getSession();
  const [factor] = await backend.auth.mfa.factors();
  if (!factor) throw new Error('assurance says aal2 is possible but there is no factor');
  const code = backend.auth.mfa.demoCode
    ? await backend.auth.mfa.demoCode()
    : totpSecret
      ? await totpCode(totpSecret, totpStep(Date.now()) + 1)
      : null;
  if (!code) throw new Error('no code for the second step of this account');
  await backend.auth.mfa.verify(factor.id, code);
  return backend.auth.getSession();
}
