import type { Session, SignUpInput } from '../port';
import type { ContractTarget } from './backend-contract';

/** Where the contract's confirmation links lead (the sign-in page, as the site's do). */
export const CONFIRMATION_RETURN = 'http://localhost/auth';

/**
 * A new cliente as a person has it after signing up and following the link sent to the address:
 * confirmed, then signed in with the password.
 */
export async function signUpConfirmed(
  { backend, signUpUnconfirmed, confirmAddress }: ContractTarget,
  input: SignUpInput,
): Promise<Session> {
  const answer = await signUpUnconfirmed(input);
  await confirmAddress(input.email, answer);
  return backend.auth.signIn(input.email, input.password);
}
