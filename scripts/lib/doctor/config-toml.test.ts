import fs from 'node:fs';
import path from 'node:path';
import { authExpectations, expectsJwtVerification } from './auth-expectations';
import { durationHours, parseConfigToml } from './config-toml';

const configText = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../../supabase/config.toml'),
  'utf8',
);

describe('supabase/config.toml', () => {
  it('reads sections, one-line values and arrays, leaving comments out', () => {
    const sections = parseConfigToml(
      '# top\nname = "a # b" # comment\n[auth.email]\nlist = ["x", \'y\']\nn = 3600\non = true\nmulti = [\n',
    );
    expect(sections.get('')?.get('name')).toBe('a # b');
    expect(Object.fromEntries(sections.get('auth.email') ?? [])).toEqual({
      list: ['x', 'y'],
      n: 3600,
      on: true,
    });
  });

  it('turns Go durations into hours', () => {
    expect(durationHours('30m')).toBe(0.5);
    expect(durationHours('1h30m')).toBe(1.5);
    expect(durationHours('24h')).toBe(24);
    expect(durationHours('treinta')).toBeNull();
  });

  it("gives the doctor the repository's Auth settings and each function's JWT check", () => {
    const sections = parseConfigToml(configText);
    expect(authExpectations(sections)).toEqual({
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
    expect(expectsJwtVerification(sections, 'notificar')).toBe(false);
    expect(expectsJwtVerification(sections, 'una-sin-seccion')).toBe(true);
  });
});
