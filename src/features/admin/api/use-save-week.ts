import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { invalidateAgenda } from '@/components/agenda/agenda-keys';
import type { MutationCallbacks } from './mutation-callbacks';

export interface WeekChange {
  /** 'D HH:MM', D = 1 (lunes) .. 5 (viernes). */
  horarios: string[];
  /** Plan categories; empty: every area. */
  areas: string[];
}

/** Replaces a lawyer's week and areas as a whole; the agenda and the picker are read again. */
export function useSaveWeek(
  abogadoId: string,
  callbacks: MutationCallbacks<void, WeekChange> = {},
) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    meta: { errorMessage: 'No se pudo guardar la semana.', ownMessage: 'backend' },
    mutationFn: ({ horarios, areas }: WeekChange) =>
      backend.agenda.saveWeek(abogadoId, horarios, areas),
    onSuccess: async (...args) => {
      await callbacks.onSuccess?.(...args);
      await invalidateAgenda(queryClient);
    },
  });
}
