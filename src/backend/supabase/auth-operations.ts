import type { Session as SupabaseSession, SupabaseClient } from '@supabase/supabase-js';
import { company } from '../../content/company';
import { needsSecondStep, usedCode, waitForCode, wrongCode } from '../mfa-messages';
import { UNCONFIRMED_EMAIL } from '../errors';
import { BackendError, type AssuranceLevel, type BackendPort, type Session } from '../port';
import { invokeFunction } from './invoke-function';
import { throwIf } from './results';

/** The `aal` claim of an access token (a JWT); a token without it counts as aal1. */
export function aalOf(accessToken: string): AssuranceLevel {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/')) || '{}';
    return (JSON.parse(json) as { aal?: unknown }).aal === 'aal2' ? 'aal2' : 'aal1';
  } catch {
    return 'aal1';
  }
}

export function toSession(session: SupabaseSession): Session {
  return {
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    expiresAt: session.expires_at ?? 0,
    user: { id: session.user.id, email: session.user.email ?? '' },
    aal: aalOf(session.access_token),
  };
}

function checkSession(result: {
  data: { session: SupabaseSession | null };
  error: unknown;
}): Session {
  throwIf(result.error);
  if (!result.data.session) throw new BackendError('No se pudo iniciar sesión');
  return toSession(result.data.session);
}

const field = (error: unknown, name: string): unknown =>
  typeof error === 'object' && error !== null
    ? (error as Record<string, unknown>)[name]
    : undefined;

/**
 * Supabase Auth's refusals of a code, in the same words as the embedded mode. GoTrue does not
 * remember used codes (a replay in the window passes there) and limits attempts per address,
 * not per account: its 429 is the wait.
 */
function throwCodeError(error: unknown): void {
  if (!error) return;
  const code = field(error, 'code');
  if (code === 'mfa_verification_failed' || code === 'mfa_challenge_expired') throw wrongCode();
  if (code === 'mfa_verification_rejected') throw usedCode();
  if (code === 'over_request_rate_limit' || field(error, 'status') === 429) throw waitForCode();
  if (code === 'insufficient_aal') throw needsSecondStep();
  throwIf(error);
}

/**
 * The auth port on hosted Supabase: GoTrue's passwords, TOTP factors, sign-out scopes, Google
 * (PKCE, with `flowType: 'pkce'` on the client) and linked identities.
 */
export function createSupabaseAuth(client: SupabaseClient): BackendPort['auth'] {
  async function challengeAndVerify(factorId: string, code: string): Promise<void> {
    const { error } = await client.auth.mfa.challengeAndVerify({
      factorId,
      code: code.replace(/\s/g, ''),
    });
    // supabase-js stores the aal2 session and emits MFA_CHALLENGE_VERIFIED itself.
    throwCodeError(error);
  }

  const mfa: BackendPort['auth']['mfa'] = {
    async factors() {
      const { data, error } = await client.auth.mfa.listFactors();
      throwIf(error);
      return (data?.totp ?? []).map((factor) => ({
        id: factor.id,
        nombre: factor.friendly_name ?? 'Aplicación de autenticación',
        createdAt: factor.created_at,
      }));
    },
    async assurance() {
      const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
      throwIf(error);
      return {
        current: data?.currentLevel === 'aal2' ? 'aal2' : 'aal1',
        next: data?.nextLevel === 'aal2' ? 'aal2' : 'aal1',
      };
    },
    async enroll() {
      // Unfinished setups count toward GoTrue's limit of factors: drop them first.
      const listed = await client.auth.mfa.listFactors();
      throwIf(listed.error);
      if ((listed.data?.totp.length ?? 0) > 0) {
        throw new BackendError('La verificación en dos pasos ya está activada', 'factor_existente');
      }
      // A setup that could not be dropped would make the new one fail on the limit, or leave two
      // unfinished: stop with the reason instead of going on as if it were gone.
      for (const stale of listed.data?.all ?? []) {
        if (stale.status !== 'verified') {
          throwCodeError((await client.auth.mfa.unenroll({ factorId: stale.id })).error);
        }
      }
      const { data, error } = await client.auth.mfa.enroll({
        factorType: 'totp',
        friendlyName: 'Aplicación de autenticación',
        issuer: company.name,
      });
      throwCodeError(error);
      if (!data) throw new BackendError('No se pudo iniciar la verificación en dos pasos');
      return { factorId: data.id, secret: data.totp.secret, uri: data.totp.uri };
    },
    confirmEnrollment: challengeAndVerify,
    verify: challengeAndVerify,
    async unenroll(factorId, code) {
      await challengeAndVerify(factorId, code);
      throwCodeError((await client.auth.mfa.unenroll({ factorId })).error);
      // The session would stay aal2 until its next refresh: take the lower level now.
      throwIf((await client.auth.refreshSession()).error);
    },
    async resetFor(userId) {
      const answer = await invokeFunction(client, 'mfa-reset', { userId });
      const removed = (answer as { removed?: unknown } | null)?.removed;
      return typeof removed === 'number' ? removed : 0;
    },
  };

  const oauth: NonNullable<BackendPort['auth']['oauth']> = {
    async signInWithGoogle(redirectTo) {
      const { error } = await client.auth.signInWithOAuth({
        provider: 'google',
        options: { redirectTo },
      });
      throwIf(error);
    },
    async identities() {
      const { data, error } = await client.auth.getUserIdentities();
      throwIf(error);
      return (data?.identities ?? []).map((identity) => ({
        id: identity.identity_id,
        provider: identity.provider,
        email:
          typeof identity.identity_data?.email === 'string' ? identity.identity_data.email : null,
        createdAt: identity.created_at ?? null,
      }));
    },
    async linkGoogle(redirectTo) {
      const { error } = await client.auth.linkIdentity({
        provider: 'google',
        options: { redirectTo },
      });
      throwIf(error);
    },
    async unlink(identityId) {
      const { data, error } = await client.auth.getUserIdentities();
      throwIf(error);
      const identities = data?.identities ?? [];
      const identity = identities.find((candidate) => candidate.identity_id === identityId);
      if (!identity) throw new BackendError('Esa forma de ingresar ya no está vinculada');
      if (identities.length < 2) {
        throw new BackendError(
          'No puedes quitar la única forma de ingresar a tu cuenta.',
          'ultima_identidad',
        );
      }
      throwIf((await client.auth.unlinkIdentity(identity)).error);
    },
  };

  return {
    async signIn(email, password) {
      const result = await client.auth.signInWithPassword({ email, password });
      // GoTrue checks the password first: this answer goes only to who knows it.
      if (field(result.error, 'code') === 'email_not_confirmed') {
        throw new BackendError(UNCONFIRMED_EMAIL, 'correo_sin_confirmar');
      }
      return checkSession(result);
    },
    async signUp({ email, password, nombre, telefono, avisoVersion }, redirectTo) {
      const { data, error } = await client.auth.signUp({
        email,
        password,
        options: {
          // The profile trigger stores the notice version the sign-up form showed.
          data: {
            nombre,
            telefono: telefono ?? '',
            ...(avisoVersion && { aviso_version: avisoVersion }),
          },
          emailRedirectTo: redirectTo,
        },
      });
      throwIf(error);
      // With 'Confirm email' on, GoTrue gives no session until the link is followed, and answers
      // an address that already has an account the same way (without sending anything).
      return { session: data.session ? toSession(data.session) : null };
    },
    async resendConfirmation(email, redirectTo) {
      const { error } = await client.auth.resend({
        type: 'signup',
        email,
        options: { emailRedirectTo: redirectTo },
      });
      throwIf(error);
      return {};
    },
    async signOut(scope = 'local') {
      throwIf((await client.auth.signOut({ scope })).error);
    },
    async getSession() {
      const { data, error } = await client.auth.getSession();
      throwIf(error);
      return data.session ? toSession(data.session) : null;
    },
    async requestPasswordReset(email, redirectTo) {
      throwIf((await client.auth.resetPasswordForEmail(email, { redirectTo })).error);
      return {};
    },
    exchangeCode: async (code) => checkSession(await client.auth.exchangeCodeForSession(code)),
    async updatePassword(password) {
      throwCodeError((await client.auth.updateUser({ password })).error);
    },
    onAuthStateChange(listener) {
      const { data } = client.auth.onAuthStateChange((event, session) => {
        listener(event, session ? toSession(session) : null);
      });
      return () => data.subscription.unsubscribe();
    },
    mfa,
    oauth,
  };
}
