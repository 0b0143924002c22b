import type { Profile } from '@/backend/port';

/** The react-query key of the admin's list of every profile (newest first). */
export const PROFILES_KEY = ['perfiles'] as const;

/** The refusal the database raises when a change would leave no active administrator. */
export const LAST_ADMIN_MESSAGE = 'Debe quedar al menos un administrador activo';

/** The message for a failed change: the database's own when it protects the last admin. */
export function userErrorMessage(error: Error, fallback: string): string {
  return error.message.includes(LAST_ADMIN_MESSAGE) ? LAST_ADMIN_MESSAGE : fallback;
}

/** How a person is named in labels: their name, or their e-mail when they gave none. */
export function displayName(profile: Profile): string {
  return profile.nombre.trim() || profile.email;
}
