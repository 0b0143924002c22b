/**
 * What supabase/config.toml asks of Auth and of the functions' gateway, read from the file so the
 * doctor and the local stack never disagree. A key the file leaves out takes the CLI's default.
 */
import {
  durationHours,
  tomlBoolean,
  tomlNumber,
  tomlString,
  type TomlSections,
} from './config-toml.ts';

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

export function authExpectations(sections: TomlSections): AuthExpectations {
  const inactivity = tomlString(sections, 'auth.sessions', 'inactivity_timeout');
  return {
    signupEnabled: tomlBoolean(sections, 'auth', 'enable_signup') ?? true,
    emailProviderEnabled: tomlBoolean(sections, 'auth.email', 'enable_signup') ?? true,
    emailConfirmations: tomlBoolean(sections, 'auth.email', 'enable_confirmations') ?? false,
    secureEmailChange: tomlBoolean(sections, 'auth.email', 'double_confirm_changes') ?? true,
    emailOtpExpirySeconds: tomlNumber(sections, 'auth.email', 'otp_expiry'),
    minimumPasswordLength: tomlNumber(sections, 'auth', 'minimum_password_length'),
    manualLinking: tomlBoolean(sections, 'auth', 'enable_manual_linking') ?? false,
    totpEnroll: tomlBoolean(sections, 'auth.mfa.totp', 'enroll_enabled') ?? false,
    totpVerify: tomlBoolean(sections, 'auth.mfa.totp', 'verify_enabled') ?? false,
    inactivityTimeoutHours: inactivity === null ? null : durationHours(inactivity),
  };
}

/** Whether the gateway should check a JWT before the function runs ([functions.<name>]). */
export const expectsJwtVerification = (sections: TomlSections, name: string): boolean =>
  tomlBoolean(sections, `functions.${name}`, 'verify_jwt') ?? true;
