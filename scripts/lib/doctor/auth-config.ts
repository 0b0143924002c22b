/**
 * Auth's full configuration, from the Management API (GET /v1/projects/{ref}/config/auth, with a
 * personal access token): what /auth/v1/settings does not show. Field names and types are the
 * API's AuthConfigResponse (supabase/cli, pkg/api/types.gen.go, and pkg/config/auth.go, which
 * maps them to config.toml's keys); `sessions_inactivity_timeout` is in hours.
 */
import { z } from 'zod';
import type { AuthExpectations } from './auth-expectations.ts';
import { fail, pass, warn, type CheckLine } from './report.ts';

const flag = z.boolean().nullable().optional();
export const authConfigSchema = z.object({
  smtp_host: z.string().nullable().optional(),
  mailer_autoconfirm: flag,
  mailer_secure_email_change_enabled: flag,
  mailer_otp_exp: z.number().nullable().optional(),
  password_min_length: z.number().nullable().optional(),
  mfa_totp_enroll_enabled: flag,
  mfa_totp_verify_enabled: flag,
  security_manual_linking_enabled: flag,
  sessions_inactivity_timeout: z.number().nullable().optional(),
  site_url: z.string().nullable().optional(),
  uri_allow_list: z.string().nullable().optional(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** The checks, by name, in order: without a token each is reported as pending. */
export const AUTH_CONFIG_LABELS = [
  'SMTP propio',
  'Confirmación de correo',
  'Cambio de correo seguro',
  'Vigencia del enlace',
  'Largo mínimo de contraseña',
  'TOTP',
  'Vinculación manual de cuentas',
  'Cierre por inactividad',
] as const;

const EMAIL = 'Authentication → Sign In / Providers → Email';
type Shown = string | number | boolean | null | undefined;
const shown = (value: Shown): string =>
  value === undefined || value === null ? 'sin valor' : String(value);

function same(label: string, field: string, actual: Shown, wanted: Shown, remedy: string) {
  return actual === wanted
    ? pass(label, `${field} = ${shown(actual)}`)
    : fail(
        label,
        `${field} = ${shown(actual)}; supabase/config.toml pide ${String(wanted)}`,
        remedy,
      );
}

export function checkAuthConfig(config: AuthConfig, expected: AuthExpectations): CheckLine[] {
  const [smtp, confirm, change, otp, length, totp, linking, inactivity] = AUTH_CONFIG_LABELS;
  const host = config.smtp_host?.trim();
  const minLength = expected.minimumPasswordLength ?? 0;
  const totpState = `mfa_totp_enroll_enabled = ${shown(config.mfa_totp_enroll_enabled)}, mfa_totp_verify_enabled = ${shown(config.mfa_totp_verify_enabled)}`;
  const totpAsWanted =
    config.mfa_totp_enroll_enabled === expected.totpEnroll &&
    config.mfa_totp_verify_enabled === expected.totpVerify;
  const hours = config.sessions_inactivity_timeout ?? 0;
  const wantedHours = expected.inactivityTimeoutHours;
  return [
    host
      ? pass(smtp, `smtp_host = ${host}`)
      : fail(
          smtp,
          'sin SMTP propio: el remitente de Supabase solo escribe a las direcciones del equipo del proyecto, unas pocas por hora',
          'Authentication → Emails → SMTP Settings',
        ),
    same(
      confirm,
      'mailer_autoconfirm',
      config.mailer_autoconfirm,
      !expected.emailConfirmations,
      `${EMAIL}: 'Confirm email'`,
    ),
    same(
      change,
      'mailer_secure_email_change_enabled',
      config.mailer_secure_email_change_enabled,
      expected.secureEmailChange,
      `${EMAIL}: 'Secure email change'`,
    ),
    expected.emailOtpExpirySeconds === null
      ? pass(otp, `mailer_otp_exp = ${shown(config.mailer_otp_exp)}`)
      : same(
          otp,
          'mailer_otp_exp',
          config.mailer_otp_exp,
          expected.emailOtpExpirySeconds,
          `${EMAIL}: 'Email OTP Expiration' en ${String(expected.emailOtpExpirySeconds)} segundos (la página de registro dice cuánto dura el enlace)`,
        ),
    (config.password_min_length ?? 0) >= minLength
      ? pass(length, `password_min_length = ${shown(config.password_min_length)}`)
      : fail(
          length,
          `password_min_length = ${shown(config.password_min_length)}; supabase/config.toml pide al menos ${String(minLength)}`,
          `${EMAIL}: 'Minimum password length' ${String(minLength)}`,
        ),
    totpAsWanted
      ? pass(totp, totpState)
      : fail(
          totp,
          `${totpState}; supabase/config.toml pide ${String(expected.totpEnroll)} y ${String(expected.totpVerify)} (sin TOTP el personal no llega a aal2 ni a sus permisos)`,
          'Authentication → Multi-Factor → TOTP',
        ),
    same(
      linking,
      'security_manual_linking_enabled',
      config.security_manual_linking_enabled,
      expected.manualLinking,
      "Authentication → Sign In / Providers: 'Allow manual linking'",
    ),
    // A project on the Free plan cannot set it: the site works without it, so it only warns.
    wantedHours === null || Math.abs(hours - wantedHours) < 0.01
      ? pass(
          inactivity,
          `sessions_inactivity_timeout = ${shown(config.sessions_inactivity_timeout)} h`,
        )
      : warn(
          inactivity,
          `sessions_inactivity_timeout = ${shown(config.sessions_inactivity_timeout)} h; supabase/config.toml pide ${String(wantedHours)} h`,
          "Authentication → Sessions: 'Inactivity timeout' (plan Pro o superior)",
        ),
  ];
}
