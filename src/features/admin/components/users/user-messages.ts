import type { Profile } from '@/backend/port';

/** How a person is named in labels: their name, or their e-mail when they gave none. */
export function displayName(profile: Profile): string {
  return profile.nombre.trim() || profile.email;
}
