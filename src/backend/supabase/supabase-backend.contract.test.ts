import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { totpCode, totpStep } from '../../lib/auth/totp';
import { describeBackendContract, type Credentials } from '../contract/backend-contract';
import { describeAgendaContract } from '../contract/agenda-contract';
import { describeSecondStepContract } from '../contract/second-step-contract';
import type { BackendPort, Role, SignUpAnswer, SignUpInput } from '../port';
import { createSupabaseBackend } from './supabase-backend';

// The same contract as the embedded adapter, against a real Supabase project. It runs only when
// the project is given (docs/testing.md, "Contract tests against a hosted project"):
//   SUPABASE_TEST_URL, SUPABASE_TEST_ANON_KEY, SUPABASE_TEST_SERVICE_ROLE_KEY
// and optionally SUPABASE_TEST_EMAIL_DOMAIN (default ejemplo.cl) for the addresses it creates.
// The service key only prepares and cleans up: one account per role, the unconfirmed account a
// sign-up leaves and its confirmation (so the project, with 'Confirm email' on, e-mails nobody),
// then everything this run created. Every operation under test goes through the anon key, as the
// site's would.

const url = process.env.SUPABASE_TEST_URL ?? '';
const anonKey = process.env.SUPABASE_TEST_ANON_KEY ?? '';
const serviceKey = process.env.SUPABASE_TEST_SERVICE_ROLE_KEY ?? '';
const domain = process.env.SUPABASE_TEST_EMAIL_DOMAIN ?? 'ejemplo.cl';
const PASSWORD = 'clave-de-contrato-1';

const run = `contrato-${Date.now().toString(36)}`;
const newEmail = (name: string) => `${run}-${name}@${domain}`;
const noStorage = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

/**
 * Staff rights need two-step verification: a staff account of the run gets an authenticator the
 * way a person sets one up (enroll, then a code), and the run keeps its secret to make codes.
 */
async function setUpAuthenticator(email: string): Promise<string> {
  const person = createClient(url, anonKey, { auth: noStorage });
  const signedIn = await person.auth.signInWithPassword({ email, password: PASSWORD });
  if (signedIn.error) throw signedIn.error;
  const { data, error } = await person.auth.mfa.enroll({ factorType: 'totp' });
  if (error) throw error;
  const code = await totpCode(data.totp.secret, totpStep(Date.now()));
  const verified = await person.auth.mfa.challengeAndVerify({ factorId: data.id, code });
  if (verified.error) throw verified.error;
  await person.auth.signOut({ scope: 'local' });
  return data.totp.secret;
}

/** What the service key does for the run: never part of what is tested. */
function projectAdministration(service: SupabaseClient) {
  async function userIdOf(email: string): Promise<string> {
    const { data, error } = await service.auth.admin.listUsers({ perPage: 1000 });
    if (error) throw error;
    const user = data.users.find((candidate) => candidate.email === email.toLowerCase());
    if (!user) throw new Error(`no account for ${email}`);
    return user.id;
  }

  return {
    /**
     * The account a sign-up leaves, address unconfirmed, without the e-mail GoTrue would send
     * (Supabase's own sender reaches only the project team's addresses).
     */
    async signUpUnconfirmed(input: SignUpInput): Promise<SignUpAnswer> {
      const { error } = await service.auth.admin.createUser({
        email: input.email,
        password: input.password,
        email_confirm: false,
        user_metadata: {
          nombre: input.nombre,
          telefono: input.telefono ?? '',
          ...(input.avisoVersion && { aviso_version: input.avisoVersion }),
        },
      });
      if (error) throw error;
      return { session: null };
    },
    /** What following the e-mailed link does to the account: its address is confirmed. */
    async confirmAddress(email: string): Promise<void> {
      const { error } = await service.auth.admin.updateUserById(await userIdOf(email), {
        email_confirm: true,
      });
      if (error) throw error;
    },
    async createAccount(role: Role): Promise<Credentials> {
      const email = newEmail(role);
      const { data, error } = await service.auth.admin.createUser({
        email,
        password: PASSWORD,
        email_confirm: true,
        user_metadata: { nombre: `Contrato ${role}` },
      });
      if (error) throw error;
      const promoted = await service.from('profiles').update({ role }).eq('user_id', data.user.id);
      if (promoted.error) throw new Error(promoted.error.message);
      if (role === 'cliente') return { email, password: PASSWORD };
      return { email, password: PASSWORD, totpSecret: await setUpAuthenticator(email) };
    },
    async removeWhatThisRunCreated(): Promise<void> {
      const mine = `${run}-%`;
      await service.from('reservas').delete().like('email', mine);
      await service.from('suscriptores').delete().like('email', mine);
      await service.from('mensajes_contacto').delete().like('email', mine);
      const { data } = await service.auth.admin.listUsers({ perPage: 1000 });
      for (const user of data.users)
        if (user.email?.startsWith(`${run}-`)) await service.auth.admin.deleteUser(user.id);
    },
  };
}

describe.runIf(url && anonKey && serviceKey)('hosted Supabase project', () => {
  let administration: ReturnType<typeof projectAdministration>;
  let backend: BackendPort;
  let accounts: Record<Role, Credentials>;

  beforeAll(async () => {
    const service = createClient(url, serviceKey, { auth: noStorage });
    administration = projectAdministration(service);
    accounts = {
      admin: await administration.createAccount('admin'),
      abogado: await administration.createAccount('abogado'),
      cliente: await administration.createAccount('cliente'),
    };
    const client = createClient(url, anonKey, { auth: { ...noStorage, flowType: 'pkce' } });
    backend = createSupabaseBackend(client);
  });
  afterAll(() => administration.removeWhatThisRunCreated());

  const target = () => ({
    backend,
    accounts,
    newEmail,
    signUpUnconfirmed: (input: SignUpInput) => administration.signUpUnconfirmed(input),
    confirmAddress: (email: string) => administration.confirmAddress(email),
  });
  describeBackendContract('hosted Supabase', target);
  describeSecondStepContract('hosted Supabase', target, { replays: false });
  describeAgendaContract('hosted Supabase', target);
});
