import { useQuery } from '@tanstack/react-query';
import type { Lawyer } from '@/backend/port';
import { useBackend } from '@/components/auth/backend-context';

export const activeLawyersKey = ['abogados', 'activos'] as const;

const active = (lawyers: Lawyer[]): Lawyer[] =>
  lawyers.filter((lawyer) => lawyer.activo).sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));

/** Staff: the lawyers who take consultations (role abogado, active account), by name. */
export function useActiveLawyers() {
  const backend = useBackend();
  return useQuery({
    queryKey: activeLawyersKey,
    queryFn: () => backend.agenda.lawyers(),
    select: active,
  });
}
