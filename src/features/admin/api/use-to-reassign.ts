import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { agendaKeys } from '@/components/agenda/agenda-keys';

/** Upcoming bookings whose lawyer is missing, away or no longer attends then. */
export function useToReassign() {
  const backend = useBackend();
  return useQuery({
    queryKey: agendaKeys.toReassign,
    queryFn: () => backend.agenda.toReassign(),
  });
}
