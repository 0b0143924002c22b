import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { agendaKeys } from '@/components/agenda/agenda-keys';

/**
 * A new private calendar address for the signed-in lawyer: the secret comes back once and the
 * previous address stops working.
 */
export function useCreateFeedToken() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: 'No se pudo crear el enlace de calendario.', ownMessage: 'backend' },
    mutationFn: () => backend.agenda.createFeedToken(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.lawyers }),
  });
}
