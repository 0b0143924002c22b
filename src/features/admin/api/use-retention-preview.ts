import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';

/** The simulation of what the retention rules would change today (it changes nothing). */
export const retentionPreviewKey = ['retencion', 'simulacion'] as const;

export function useRetentionPreview() {
  const backend = useBackend();
  return useQuery({ queryKey: retentionPreviewKey, queryFn: () => backend.retencion.preview() });
}
