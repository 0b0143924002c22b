/**
 * Auth's public settings (GET /auth/v1/settings, with the apikey header). The endpoint answers
 * exactly `external` (one boolean per provider, `email` among them), `disable_signup`,
 * `mailer_autoconfirm`, `phone_autoconfirm`, `sms_provider` and `saml_enabled`
 * (supabase/auth, internal/api/settings.go): no SMTP, no second factor, no session limits. Those,
 * TOTP among them, are checked from the Management API (auth-config.ts), or reported as pending.
 */
import { z } from 'zod';
import type { AuthExpectations } from './auth-expectations.ts';
import { describeStatus, type HttpAnswer } from './http-answer.ts';
import { fail, pass, type CheckLine } from './report.ts';

const settingsSchema = z.object({
  external: z.object({ email: z.boolean() }),
  disable_signup: z.boolean(),
  mailer_autoconfirm: z.boolean(),
});

const PROVIDERS = 'Authentication → Sign In / Providers';

export function checkAuthSettings(answer: HttpAnswer, expected: AuthExpectations): CheckLine[] {
  if (answer.kind === 'error') {
    return [fail('Ajustes de Auth', `/auth/v1/settings no respondió (${answer.message})`)];
  }
  if (answer.status < 200 || answer.status >= 300) {
    return [
      fail(
        'Ajustes de Auth',
        `/auth/v1/settings respondió ${describeStatus(answer.status, answer.body)}`,
      ),
    ];
  }
  const parsed = settingsSchema.safeParse(answer.body);
  if (!parsed.success)
    return [fail('Ajustes de Auth', '/auth/v1/settings respondió con una forma inesperada')];
  const settings = parsed.data;
  const confirms = !settings.mailer_autoconfirm;
  const signup = !settings.disable_signup;
  return [
    settings.external.email === expected.emailProviderEnabled
      ? pass(
          'Proveedor de correo',
          settings.external.email ? 'activo' : 'inactivo, como dice config.toml',
        )
      : fail(
          'Proveedor de correo',
          settings.external.email
            ? 'activo, y config.toml lo apaga'
            : 'inactivo: nadie puede entrar con correo y contraseña',
          `${PROVIDERS} → Email`,
        ),
    confirms === expected.emailConfirmations
      ? pass(
          'Confirmación de correo',
          `mailer_autoconfirm = ${String(settings.mailer_autoconfirm)}, como dice config.toml`,
        )
      : fail(
          'Confirmación de correo',
          confirms
            ? 'activa, y config.toml la apaga'
            : 'apagada (mailer_autoconfirm = true): cualquiera puede registrarse con un correo ajeno y entrar sin confirmarlo, y ver las reservas y mensajes de su dueño',
          `${PROVIDERS} → Email: 'Confirm email' activado`,
        ),
    signup === expected.signupEnabled
      ? pass('Registro de clientes', signup ? 'abierto' : 'cerrado, como dice config.toml')
      : fail(
          'Registro de clientes',
          signup
            ? 'abierto, y config.toml lo cierra'
            : 'cerrado (disable_signup = true): los clientes no pueden crear su cuenta',
          `${PROVIDERS}: 'Allow new users to sign up' activado`,
        ),
  ];
}
