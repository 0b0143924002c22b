/**
 * What supabase/config.toml asks of Auth and of the functions' gateway, read from the file so the
 * doctor and the local stack never disagree. A key the file leaves out takes the CLI's default.
 */
import {
  isBoolean,
  isNumber,
  isString,
  optionalTomlValue,
  type TomlTable,
} from '../config-toml.ts';

export interface AuthExpectations {
  /** [auth] enable_signup: the site lets clients create their account. */
  signupEnabled: boolean;
  /** [auth.email] enable_signup: the e-mail and password provider. */
  emailProviderEnabled: boolean;
  /** [auth.email] enable_confirmations: an address counts only once its link is followed. */
  emailConfirmations: boolean;
  /** [auth.email] double_confirm_changes: a new address is confirmed from both addresses. */
  secureEmailChange: boolean;
  /** [auth.email] otp_expiry, seconds: the sign-up page says the link lasts this long. */
  emailOtpExpirySeconds: number | null;
  /** [auth] minimum_password_length. */
  minimumPasswordLength: number | null;
  /** [auth] enable_manual_linking: linking Google to an account from Mi cuenta. */
  manualLinking: boolean;
  /** [auth.mfa.totp] enroll_enabled and verify_enabled: staff rights need a second factor. */
  totpEnroll: boolean;
  totpVerify: boolean;
  /** [auth.sessions] inactivity_timeout, in hours as the Management API counts it. */
  inactivityTimeoutHours: number | null;
}

/**
 * A Go duration as the CLI writes it ('30m', '1h30m', '24h', '90s') in hours, the unit of the
 * Management API's session settings; null when it is not one.
 */
export function durationHours(text: string): number | null {
  if (!/^(\d+(\.\d+)?(h|m|s))+$/.test(text)) return null;
  const factor = { h: 1, m: 1 / 60, s: 1 / 3600 } as const;
  let hours = 0;
  for (const [, amount, , unit] of text.matchAll(/(\d+(\.\d+)?)(h|m|s)/g)) {
    hours += Number(amount) * factor[unit as keyof typeof factor];
  }
  return hours;
}

export function authExpectations(config: TomlTable): AuthExpectations {
  const flag = (key: string) => optionalTomlValue(config, key, isBoolean);
  const number = (key: string) => optionalTomlValue(config, key, isNumber);
  const inactivity = optionalTomlValue(config, 'auth.sessions.inactivity_timeout', isString);
  return {
    signupEnabled: flag('auth.enable_signup') ?? true,
    emailProviderEnabled: flag('auth.email.enable_signup') ?? true,
    emailConfirmations: flag('auth.email.enable_confirmations') ?? false,
    secureEmailChange: flag('auth.email.double_confirm_changes') ?? true,
    emailOtpExpirySeconds: number('auth.email.otp_expiry'),
    minimumPasswordLength: number('auth.minimum_password_length'),
    manualLinking: flag('auth.enable_manual_linking') ?? false,
    totpEnroll: flag('auth.mfa.totp.enroll_enabled') ?? false,
    totpVerify: flag('auth.mfa.totp.verify_enabled') ?? false,
    inactivityTimeoutHours: inactivity === null ? null : durationHours(inactivity),
  };
}
