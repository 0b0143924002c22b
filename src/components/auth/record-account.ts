import type { Profile, Session } from '@/backend/port';
import { writeAccountHint } from './account-hint';
import { effectiveRole } from './permissions';

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
