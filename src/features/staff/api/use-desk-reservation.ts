import { useQuery } from '@tanstack/react-query';
import { useBackend } from '@/components/auth/backend-context';
import { deskKeys } from './desk-keys';

/** The booking open in the desk's detail (null when there is no such booking). */
export function useDeskReservation(id: string) {
  const backend = useBackend();
  return useQuery({
    queryKey: deskKeys.detail(id),
    queryFn: () => backend.reservas.get(id),
  });
}
