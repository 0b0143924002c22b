import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { agendaKeys } from '@/components/agenda/agenda-keys';

/** The firm's own closed days from `from` on (the national holidays are not listed). */
export function useClosedDays(from: string) {
  const backend = useBackend();
  return useQuery({
    queryKey: agendaKeys.closedDays(from),
    queryFn: () => backend.agenda.closedDays(from),
  });
}
