import { useQuery } from '@tanstack/react-query';
import type { LawyerName } from '@/backend/port';
import { useBackend } from '@/components/auth/backend-context';

export const lawyerNamesKey = ['abogados', 'nombres'] as const;

const byId = (names: LawyerName[]): ReadonlyMap<string, string> =>
  new Map(names.map((lawyer) => [lawyer.id, lawyer.nombre]));

/**
 * The lawyers' names by id, to show who attends each booking of a list: one query for the whole
 * page, kept for five minutes (names rarely change; a reassignment reads them again).
 */
export function useLawyerNames() {
  const backend = useBackend();
  return useQuery({
    queryKey: lawyerNamesKey,
    queryFn: () => backend.agenda.lawyerNames(),
    staleTime: 5 * 60_000,
    select: byId,
  });
}
