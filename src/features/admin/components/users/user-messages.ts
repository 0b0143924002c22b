import { BackendError, type Profile } from '@/backend/port';

/** The message for a failed change: the database's own when it protects the last admin. */
export function userErrorMessage(error: Error, fallback: string): string {
  return error instanceof BackendError && error.code === 'ultimo_admin' ? error.message : fallback;
}

/** How a person is named in labels: their name, or their e-mail when they gave none. */
export function displayName(profile: Profile): string {
  return profile.nombre.trim() || profile.email;
}
