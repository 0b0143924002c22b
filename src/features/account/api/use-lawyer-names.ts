import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';

export const lawyerNamesKey = ['nombres-abogados'] as const;

/**
 * The firm's lawyers' names by id (agenda.lawyerNames: public), to say who attends a booking.
 * They rarely change: read once per visit of the page.
 */
export function useLawyerNames() {
  const backend = useBackend();
  return useQuery({
    queryKey: lawyerNamesKey,
    queryFn: async () =>
      new Map((await backend.agenda.lawyerNames()).map((lawyer) => [lawyer.id, lawyer.nombre])),
    staleTime: Infinity,
  });
}
