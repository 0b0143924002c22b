import { useQuery } from '@tanstack/react-query';
import type { BackendPort, Reservation } from '@/backend/port';
import { useBackend } from '@/components/auth/backend-context';
import { byAppointment, isOnDesk } from '../reservation-labels';
import { deskKeys } from './desk-keys';

/** The largest page the backend serves. */
export const PAGE_SIZE = 200;
/** A safety stop: 2,000 bookings in two weeks is far beyond 13 slots a day. */
const MAX_PAGES = 10;

/**
 * The active bookings between two dates (inclusive), in appointment order. The backend sorts
 * newest first and pages; every page is read, so a busy fortnight never hides its first days.
 */
export async function fetchDeskRange(
  backend: BackendPort,
  desde: string,
  hasta: string,
): Promise<Reservation[]> {
  const rows: Reservation[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await backend.reservas.search({ desde, hasta, page, pageSize: PAGE_SIZE });
    rows.push(...result.rows);
    if (result.rows.length < PAGE_SIZE || rows.length >= result.total) break;
  }
  return rows.filter(isOnDesk).sort(byAppointment);
}

export function useDeskRange(desde: string, hasta: string) {
  const backend = useBackend();
  return useQuery({
    queryKey: deskKeys.range(desde, hasta),
    queryFn: () => fetchDeskRange(backend, desde, hasta),
  });
}
