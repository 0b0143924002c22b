import type { Profile, Session } from '@/backend/port';
import { removeStored, writeStored } from '@/lib/storage/typed-storage';
import { ACCOUNT_CHANGED, ACCOUNT_KEY, readAccountHint, type AccountHint } from './account-hint';
import { effectiveRole } from './permissions';

/**
 * Writing the account note, apart from reading it: only the pages that know who is in (they
 * start the backend) write it, so this code stays out of the public pages' JavaScript.
 */
function writeAccountHint(hint: AccountHint | null): void {
  const before = JSON.stringify(readAccountHint());
  if (hint) writeStored(ACCOUNT_KEY, hint);
  else removeStored(ACCOUNT_KEY);
  if (JSON.stringify(readAccountHint()) !== before)
    window.dispatchEvent(new Event(ACCOUNT_CHANGED));
}

/** Records who is in (or that nobody is) once the backend has said so, for the top bars. */
export function recordAccount(session: Session | null, profile: Profile | null): void {
  writeAccountHint(
    session
      ? {
          email: session.user.email,
          name: profile?.nombre.trim() ?? '',
          role: effectiveRole(profile),
        }
      : null,
  );
}

/** After signing out from a top bar: the note goes at once, before any page hears of it. */
export function forgetAccount(): void {
  writeAccountHint(null);
}
