import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { agendaKeys } from './agenda-keys';

/** Staff: every lawyer with their week, areas and upcoming absences (agenda_del_estudio). */
export function useLawyers() {
  const backend = useBackend();
  return useQuery({ queryKey: agendaKeys.lawyers, queryFn: () => backend.agenda.lawyers() });
}
