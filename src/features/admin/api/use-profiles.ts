import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Profile } from '@/backend/port';
import { useBackend } from '@/components/auth/backend-context';

/** The admin's list of every profile (newest first). */
export const profilesKey = ['perfiles'] as const;

export function useProfiles() {
  const backend = useBackend();
  return useQuery({ queryKey: profilesKey, queryFn: () => backend.profiles.list() });
}

/** Writes a change the database accepted into the listed profile, without reading the list again. */
export function patchProfile(queryClient: QueryClient, userId: string, change: Partial<Profile>) {
  queryClient.setQueryData<Profile[]>(profilesKey, (list) =>
    list?.map((p) => (p.userId === userId ? { ...p, ...change } : p)),
  );
}
