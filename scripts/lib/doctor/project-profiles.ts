/**
 * Two projects for the stand-in: one with everything the repository asks for, and one with the
 * mistakes a real installation makes (a deploy that stopped halfway, an extension left off, a
 * function deployed with the CLI's defaults, Auth as a new project comes).
 */
import { authExpectations } from './auth-expectations.ts';
import { EXPECTED_VAULT_SECRETS, RECEIPTS_BUCKET } from './database-checks.ts';
import type { Diagnosis } from './diagnosis.ts';
import type { FunctionState, StandInProject } from './project-stand-in.ts';
import type { Repository } from './run-doctor.ts';
import { EXPECTED_JOBS } from './scheduled-jobs.ts';

export interface StandInAccess {
  ref: string;
  key: string;
  token: string;
  /** The site's origin, as the doctor is given it with --site. */
  site: string;
}

/** A function reached by a redirect, never by fetch, refuses OPTIONS itself (its own 405). */
const REDIRECT_ONLY = new Set(['webpay-return']);

function goodDiagnosis(repo: Repository): Diagnosis {
  return {
    migraciones: [...repo.migrations],
    extensiones: { pg_cron: true, pg_net: true, supabase_vault: true },
    tareas: EXPECTED_JOBS.map((nombre) => ({ nombre, horario: '*/15 * * * *', activa: true })),
    secretos_vault: [...EXPECTED_VAULT_SECRETS, 'otro_secreto'],
    buckets: [RECEIPTS_BUCKET],
  };
}

export function goodProject(repo: Repository, access: StandInAccess): StandInProject {
  const expected = authExpectations(repo.config);
  return {
    ...access,
    diagnosis: goodDiagnosis(repo),
    functions: Object.fromEntries(
      repo.functions.map((name): [string, FunctionState] => [
        name,
        REDIRECT_ONLY.has(name) ? 'sin-preflight' : 'desplegada',
      ]),
    ),
    jwks: {
      keys: [
        {
          alg: 'ES256',
          crv: 'P-256',
          kid: 'clave-local',
          kty: 'EC',
          key_ops: ['verify'],
          x: 'x',
          y: 'y',
        },
      ],
    },
    // The whole shape /auth/v1/settings answers (supabase/auth, internal/api/settings.go).
    settings: {
      external: { anonymous_users: false, email: true, google: false, phone: false },
      disable_signup: !expected.signupEnabled,
      mailer_autoconfirm: !expected.emailConfirmations,
      phone_autoconfirm: false,
      sms_provider: 'twilio',
      saml_enabled: false,
    },
    authConfig: {
      jwt_exp: 3600,
      smtp_host: 'smtp.ejemplo.cl',
      smtp_port: '587',
      mailer_autoconfirm: !expected.emailConfirmations,
      mailer_secure_email_change_enabled: expected.secureEmailChange,
      mailer_otp_exp: expected.emailOtpExpirySeconds ?? 3600,
      password_min_length: expected.minimumPasswordLength ?? 8,
      mfa_totp_enroll_enabled: expected.totpEnroll,
      mfa_totp_verify_enabled: expected.totpVerify,
      security_manual_linking_enabled: expected.manualLinking,
      sessions_inactivity_timeout: expected.inactivityTimeoutHours,
      site_url: access.site,
      uri_allow_list: `${access.site}/auth,${access.site}/auth?next=%2Fmi-cuenta`,
    },
    deployedFunctions: repo.functions.map((slug) => ({ slug, verify_jwt: false })),
  };
}

/**
 * The good project with, in order: the last two migrations missing, pg_cron off, one job missing
 * and one paused, a Vault secret missing, the first function not deployed and the second behind
 * the gateway's JWT check, sessions signed with the legacy secret (no published keys), 'Confirm
 * email' off, no SMTP, TOTP off, and the site's address as a new project has it.
 */
export function misconfiguredProject(repo: Repository, access: StandInAccess): StandInProject {
  const good = goodProject(repo, access);
  const [absent = '', withJwt = ''] = repo.functions;
  const [, paused, , missingJob] = EXPECTED_JOBS;
  const diagnosis = goodDiagnosis(repo);
  return {
    ...good,
    diagnosis: {
      ...diagnosis,
      migraciones: repo.migrations.slice(0, -2),
      extensiones: { ...diagnosis.extensiones, pg_cron: false },
      tareas: diagnosis.tareas
        .filter((job) => job.nombre !== missingJob)
        .map((job) => (job.nombre === paused ? { ...job, activa: false } : job)),
      secretos_vault: diagnosis.secretos_vault.filter(
        (name) => name !== 'valores_referencia_secret',
      ),
    },
    functions: { ...good.functions, [absent]: 'ausente', [withJwt]: 'con-jwt' },
    jwks: { keys: [] },
    settings: { ...good.settings, mailer_autoconfirm: true },
    authConfig: {
      ...good.authConfig,
      smtp_host: null,
      mailer_autoconfirm: true,
      mfa_totp_enroll_enabled: false,
      mfa_totp_verify_enabled: false,
      site_url: 'http://localhost:3000',
      uri_allow_list: '',
    },
    deployedFunctions: good.deployedFunctions
      .filter((fn) => fn.slug !== absent)
      .map((fn) => (fn.slug === withJwt ? { ...fn, verify_jwt: true } : fn)),
  };
}
