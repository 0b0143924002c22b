import type { AssuranceLevel, MfaPort } from './mfa';

// Accounts and sessions: signing up, in and out, links by e-mail, and Google sign-in.

export interface AuthUser {
  id: string;
  email: string;
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  user: AuthUser;
  aal: AssuranceLevel;
}

export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'PASSWORD_RECOVERY'
  | 'USER_UPDATED'
  | 'MFA_CHALLENGE_VERIFIED';

/** 'local' this device, 'global' every device, 'others' every device but this one. */
export type SignOutScope = 'local' | 'global' | 'others';

/** A way to sign in linked to the account: 'email' (the password) or an OAuth provider. */
export interface LinkedIdentity {
  id: string;
  provider: string;
  email: string | null;
  createdAt: string | null;
}

export interface SignUpInput {
  email: string;
  password: string;
  nombre: string;
  telefono?: string;
  /**
   * The version of the privacy notice shown beside the sign-up form; stored with the account.
   * Absent for accounts made without a form.
   */
  avisoVersion?: string;
}

/**
 * What a sign-up answers. Where addresses are confirmed (both modes, as deployed), the account is
 * not signed in until the link sent to the address is followed; the answer never says whether the
 * address already had an account (that would tell anyone who owns which address).
 */
export interface SignUpAnswer {
  /** The session when the account can be used at once (a project that does not confirm). */
  session: Session | null;
  /**
   * Embedded mode, where nothing can be e-mailed: the confirmation link, for the page to show.
   * Absent when there is no account to confirm (the address was confirmed already).
   */
  demoLink?: string;
}

/** Google sign-in (PKCE) and linked identities. */
export interface OAuthPort {
  signInWithGoogle(redirectTo: string): Promise<void>;
  identities(): Promise<LinkedIdentity[]>;
  linkGoogle(redirectTo: string): Promise<void>;
  /** Never the last way to sign in. */
  unlink(identityId: string): Promise<void>;
}

export interface AuthPort {
  /** An account whose address is not confirmed yet is refused ('correo_sin_confirmar'). */
  signIn(email: string, password: string): Promise<Session>;
  /**
   * Creates an account (a cliente) whose address is confirmed by a link leading to
   * `redirectTo` with a `code` that exchangeCode completes (signing the person in).
   */
  signUp(input: SignUpInput, redirectTo: string): Promise<SignUpAnswer>;
  /**
   * Sends the confirmation link again, for an account whose address is not confirmed yet (and
   * nothing otherwise, with the same answer). In embedded mode the link is returned to show.
   */
  resendConfirmation(email: string, redirectTo: string): Promise<{ demoLink?: string }>;
  /** Ends this session ('local', the default), every session, or every other one. */
  signOut(scope?: SignOutScope): Promise<void>;
  getSession(): Promise<Session | null>;
  /**
   * Sends a reset link to the address, leading to `redirectTo` with a `code` parameter. In
   * embedded mode nothing can be e-mailed, so the link is returned for the UI to show.
   */
  requestPasswordReset(email: string, redirectTo: string): Promise<{ demoLink?: string }>;
  /** Completes a link (password reset, e-mail confirmation) by its `code`: signs the user in. */
  exchangeCode(code: string): Promise<Session>;
  updatePassword(password: string): Promise<void>;
  onAuthStateChange(listener: (event: AuthEvent, session: Session | null) => void): () => void;
  mfa: MfaPort;
  /** Null where Google sign-in cannot work (embedded mode). */
  oauth: OAuthPort | null;
}
