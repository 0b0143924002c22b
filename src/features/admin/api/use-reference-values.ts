import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';

/** The UF, UTM and ingreso mínimo in force, each with its date and source. */
export const referenceValuesKey = ['valores-referencia'] as const;

export function useReferenceValues() {
  const backend = useBackend();
  return useQuery({
    queryKey: referenceValuesKey,
    queryFn: () => backend.valoresReferencia.inForce(),
  });
}
