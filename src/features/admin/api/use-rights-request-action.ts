import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RightsRequest } from '@/backend/rights-requests-port';
import { useBackend } from '@/components/auth/backend-context';
import { downloadBlob } from '@/lib/files/download-blob';
import { rightsRequestKeys } from './use-rights-requests';

/** What an admin does with an open request. */
export type RightsRequestAction =
  | { kind: 'start' }
  | { kind: 'export' }
  | { kind: 'erase' }
  | { kind: 'extend'; dias: number; motivo: string }
  | { kind: 'answer'; text: string }
  | { kind: 'reject'; text: string };

/**
 * Runs one action on a request (the export downloads the person's data as JSON); the requests
 * are read again afterwards, done or refused.
 */
export function useRightsRequestAction(request: RightsRequest) {
  const admin = useBackend().solicitudes.admin;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (next: RightsRequestAction) => {
      switch (next.kind) {
        case 'start':
          return admin.start(request.id);
        case 'export': {
          const data = await admin.exportFor(request.id);
          downloadBlob(
            `datos-${request.codigo}.json`,
            new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
          );
          return null;
        }
        case 'erase':
          return admin.eraseFor(request.id);
        case 'extend':
          return admin.extend(request.id, next.dias, next.motivo);
        case 'answer':
          return admin.answer(request.id, next.text);
        case 'reject':
          return admin.reject(request.id, next.text);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rightsRequestKeys.all }),
  });
}
