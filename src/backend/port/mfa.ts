// Two-step verification with an authenticator app (TOTP), part of the auth group.

/**
 * How strongly this session proved who it is: `aal1` a password (or a link, or Google), `aal2` a
 * password and a verified second factor. Staff rights need `aal2`; the database checks it.
 */
export type AssuranceLevel = 'aal1' | 'aal2';

/** A verified authenticator app (TOTP) of the signed-in account. */
export interface TotpFactor {
  id: string;
  nombre: string;
  /** ISO instant it was confirmed. */
  createdAt: string;
}

/** A factor being added: shown as a QR code and as the secret for manual entry. */
export interface TotpEnrollment {
  factorId: string;
  /** Base32, as authenticator apps take it. */
  secret: string;
  /** The otpauth:// URI the QR code carries. */
  uri: string;
}

/** Where the session is (`current`) and where it can get (`next`: aal2 when a factor exists). */
export interface Assurance {
  current: AssuranceLevel;
  next: AssuranceLevel;
}

/**
 * Two-step verification with an authenticator app (TOTP: 6 digits, 30 s). A verified code
 * raises the session to aal2; each code is taken once; wrong codes make the person wait.
 */
export interface MfaPort {
  factors(): Promise<TotpFactor[]>;
  assurance(): Promise<Assurance>;
  /** Starts adding a factor (only while the account has none). */
  enroll(): Promise<TotpEnrollment>;
  /** Confirms a new factor with a code from the app: it is on, and the session is aal2. */
  confirmEnrollment(factorId: string, code: string): Promise<void>;
  /** The second step of a sign-in. */
  verify(factorId: string, code: string): Promise<void>;
  /** Turns a factor off, with a current code from it. */
  unenroll(factorId: string, code: string): Promise<void>;
  /**
   * An admin (at aal2) removes every factor of another staff member who lost the phone, and
   * ends that person's sessions; recorded with who, whom and when. Returns how many.
   */
  resetFor(userId: string): Promise<number>;
  /** Embedded mode only, for the demo accounts' factor: its current code (else null). */
  demoCode?: () => Promise<string | null>;
}
