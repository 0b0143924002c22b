import { checkAuthConfig, type AuthConfig } from './auth-config';
import type { AuthExpectations } from './auth-expectations';
import { checkAuthSettings } from './auth-settings';
import { allowListAdmits, checkAuthUrls } from './auth-urls';
import type { HttpAnswer } from './http-answer';
import { checkSigningKeys } from './signing-keys';

const answer = (status: number, body: unknown): HttpAnswer => ({
  kind: 'answer',
  status,
  headers: new Headers(),
  body,
});

const EXPECTED: AuthExpectations = {
  signupEnabled: true,
  emailProviderEnabled: true,
  emailConfirmations: true,
  secureEmailChange: true,
  emailOtpExpirySeconds: 3600,
  minimumPasswordLength: 8,
  manualLinking: true,
  totpEnroll: true,
  totpVerify: true,
  inactivityTimeoutHours: 0.5,
};

const CONFIG: AuthConfig = {
  smtp_host: 'smtp.ejemplo.cl',
  mailer_autoconfirm: false,
  mailer_secure_email_change_enabled: true,
  mailer_otp_exp: 3600,
  password_min_length: 10,
  mfa_totp_enroll_enabled: true,
  mfa_totp_verify_enabled: true,
  security_manual_linking_enabled: true,
  sessions_inactivity_timeout: 0.5,
  site_url: 'https://www.ejemplo.cl/',
  uri_allow_list: 'http://localhost:5173/auth, https://www.ejemplo.cl/**',
};

const statuses = (lines: { label: string; status: string }[]) =>
  Object.fromEntries(lines.map((line) => [line.label, line.status]));

describe('how sessions are signed', () => {
  it('passes published ES256 or RS256 keys, and warns about the legacy secret', () => {
    expect(checkSigningKeys(answer(200, { keys: [{ kty: 'EC', crv: 'P-256' }] }))).toMatchObject({
      status: 'pass',
      detail: 'asimétricas (ES256)',
    });
    const legacy = checkSigningKeys(answer(200, { keys: [] }));
    expect(legacy.status).toBe('warn');
    expect(legacy.detail).toContain('LEGACY_JWT_SECRET');
    expect(legacy.remedy).toContain('Project Settings → JWT Keys');
    expect(checkSigningKeys(answer(200, { keys: [{ alg: 'EdDSA', kty: 'OKP' }] })).status).toBe(
      'warn',
    );
    expect(checkSigningKeys(answer(500, 'x')).status).toBe('fail');
  });
});

describe("Auth's public settings", () => {
  const settings = {
    external: { email: true, google: false },
    disable_signup: false,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: 'twilio',
    saml_enabled: false,
  };

  it('passes the e-mail provider, e-mail confirmation and open sign-up', () => {
    expect(checkAuthSettings(answer(200, settings), EXPECTED).map((line) => line.status)).toEqual([
      'pass',
      'pass',
      'pass',
    ]);
  });

  it('fails each one that differs from config.toml', () => {
    const lines = checkAuthSettings(
      answer(200, {
        ...settings,
        external: { email: false },
        disable_signup: true,
        mailer_autoconfirm: true,
      }),
      EXPECTED,
    );
    expect(statuses(lines)).toEqual({
      'Proveedor de correo': 'fail',
      'Confirmación de correo': 'fail',
      'Registro de clientes': 'fail',
    });
    expect(lines[1]?.detail).toContain('mailer_autoconfirm = true');
    expect(lines[1]?.remedy).toContain("'Confirm email'");
  });

  it('fails when the endpoint does not answer as Auth does', () => {
    expect(
      checkAuthSettings(answer(401, { message: 'Invalid API key' }), EXPECTED)[0]?.detail,
    ).toContain('HTTP 401: Invalid API key');
    expect(checkAuthSettings(answer(200, {}), EXPECTED)[0]?.detail).toContain('forma inesperada');
  });
});

describe("Auth's configuration (Management API)", () => {
  it('passes a project configured as config.toml says', () => {
    expect(checkAuthConfig(CONFIG, EXPECTED).every((line) => line.status === 'pass')).toBe(true);
  });

  it('names each difference, and only warns about the inactivity limit (Pro plan)', () => {
    const lines = checkAuthConfig(
      {
        ...CONFIG,
        smtp_host: '',
        mailer_autoconfirm: true,
        mailer_secure_email_change_enabled: false,
        mailer_otp_exp: 86400,
        password_min_length: 6,
        mfa_totp_verify_enabled: false,
        security_manual_linking_enabled: false,
        sessions_inactivity_timeout: null,
      },
      EXPECTED,
    );
    expect(statuses(lines)).toEqual({
      'SMTP propio': 'fail',
      'Confirmación de correo': 'fail',
      'Cambio de correo seguro': 'fail',
      'Vigencia del enlace': 'fail',
      'Largo mínimo de contraseña': 'fail',
      TOTP: 'fail',
      'Vinculación manual de cuentas': 'fail',
      'Cierre por inactividad': 'warn',
    });
    expect(lines[3]?.detail).toBe('mailer_otp_exp = 86400; supabase/config.toml pide 3600');
    expect(lines[7]?.detail).toBe(
      'sessions_inactivity_timeout = sin valor h; supabase/config.toml pide 0.5 h',
    );
  });
});

describe("where Auth's links return", () => {
  it('reads allow-list entries as Auth does: * within a part, ** across parts', () => {
    expect(allowListAdmits('https://www.ejemplo.cl/auth', 'https://www.ejemplo.cl/auth')).toBe(
      true,
    );
    expect(allowListAdmits('https://www.ejemplo.cl/**', 'https://www.ejemplo.cl/auth')).toBe(true);
    expect(allowListAdmits('https://*.ejemplo.cl/auth', 'https://www.ejemplo.cl/auth')).toBe(true);
    expect(allowListAdmits('https://*.cl/auth', 'https://www.ejemplo.cl/auth')).toBe(false);
    expect(allowListAdmits('https://www.ejemplo.cl/auth', 'https://www.ejemplo.cl/auth/x')).toBe(
      false,
    );
  });

  it('checks site_url and the way back to <site>/auth', () => {
    const site = 'https://www.ejemplo.cl';
    expect(checkAuthUrls(CONFIG, site).map((line) => line.status)).toEqual(['pass', 'pass']);
    const fresh = checkAuthUrls(
      { ...CONFIG, site_url: 'http://localhost:3000', uri_allow_list: '' },
      site,
    );
    expect(fresh.map((line) => line.status)).toEqual(['fail', 'fail']);
    expect(fresh[1]?.remedy).toBe(
      'Authentication → URL Configuration → Redirect URLs: agrega https://www.ejemplo.cl/auth',
    );
    // Auth lets a link return anywhere on site_url's own host.
    const sameHost = checkAuthUrls({ ...CONFIG, uri_allow_list: null }, site);
    expect(sameHost[1]).toMatchObject({
      status: 'pass',
      detail: expect.stringContaining('dominio de site_url') as string,
    });
    expect(checkAuthUrls(CONFIG, null).map((line) => line.status)).toEqual(['unknown', 'unknown']);
  });
});
