import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { useRefresh, type MoveHookOptions } from './move-refresh';

/** marcar_asistencia: 'completada' when the client came, 'no_asistio' when not. */
export function useMarkAttendance({
  id,
  refreshKeys,
  onSuccess,
}: Omit<MoveHookOptions, 'onSuccess'> & { onSuccess?: (attended: boolean) => void }) {
  const backend = useBackend();
  const refresh = useRefresh(refreshKeys);
  return useMutation({
    meta: { errorMessage: 'No se pudo registrar la asistencia', ownMessage: 'any' },
    mutationFn: (attended: boolean) => backend.reservas.markAttendance(id, attended),
    onSuccess: async (_reservation, attended) => {
      await refresh();
      onSuccess?.(attended);
    },
  });
}
