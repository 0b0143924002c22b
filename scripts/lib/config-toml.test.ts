import fs from 'node:fs';
import path from 'node:path';
import { authExpectations, durationHours } from './doctor/auth-expectations';
import { expectsJwtVerification, isBoolean, optionalTomlValue, parseToml } from './config-toml';

const configText = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../supabase/config.toml'),
  'utf8',
);

describe('parseToml', () => {
  it('reads tables, strings, numbers, booleans and string arrays, with comments', () => {
    const table = parseToml(
      [
        '# comentario',
        'project_id = "x" # al final',
        '[auth.sessions]',
        'inactivity_timeout = "30m"',
        '[functions.webpay-create]',
        'verify_jwt = false',
        'port = 54321',
        'urls = ["http://a/auth", "http://a/auth?next=%2Fb"]',
      ].join('\n'),
    );
    expect(Object.fromEntries(table)).toEqual({
      project_id: 'x',
      'auth.sessions.inactivity_timeout': '30m',
      'functions.webpay-create.verify_jwt': false,
      'functions.webpay-create.port': 54321,
      'functions.webpay-create.urls': ['http://a/auth', 'http://a/auth?next=%2Fb'],
    });
  });

  it('refuses what it cannot read, naming the line', () => {
    expect(() => parseToml('[a]\nb = { inline = true }')).toThrow('línea 2');
    expect(() => parseToml('b = "sin cerrar')).toThrow('línea 1');
  });
});

describe('optionalTomlValue', () => {
  it('is null for a key the file leaves out, and refuses one of another type', () => {
    const table = parseToml('[auth]\nenable_signup = true\nsite_url = "x"');
    expect(optionalTomlValue(table, 'auth.enable_signup', isBoolean)).toBe(true);
    expect(optionalTomlValue(table, 'auth.otra', isBoolean)).toBeNull();
    expect(() => optionalTomlValue(table, 'auth.site_url', isBoolean)).toThrow('auth.site_url');
  });
});

describe('supabase/config.toml', () => {
  it('turns Go durations into hours', () => {
    expect(durationHours('30m')).toBe(0.5);
    expect(durationHours('1h30m')).toBe(1.5);
    expect(durationHours('24h')).toBe(24);
    expect(durationHours('treinta')).toBeNull();
  });

  it("gives the doctor the repository's Auth settings and each function's JWT check", () => {
    const config = parseToml(configText);
    expect(authExpectations(config)).toEqual({
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
    });
    expect(expectsJwtVerification(config, 'notificar')).toBe(false);
    expect(expectsJwtVerification(config, 'una-sin-seccion')).toBe(true);
  });
});
