import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { agendaKeys } from '@/components/agenda/agenda-keys';

/** Stops the signed-in lawyer's calendar address: a calendar that reads it gets nothing more. */
export function useRevokeFeedToken() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'No se pudo revocar el enlace de calendario.', ownMessage: 'backend' },
    mutationFn: () => backend.agenda.revokeFeedToken(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.lawyers }),
  });
}
