import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackendPort, Reservation, ReservationStatus } from '@/backend/port';
import { byAppointment, isOnDesk } from './reservation-labels';

/** The largest page the backend serves. */
export const PAGE_SIZE = 200;
/** A safety stop: 2,000 bookings in two weeks is far beyond 13 slots a day. */
const MAX_PAGES = 10;

export const deskKeys = {
  all: ['mesa'] as const,
  range: (desde: string, hasta: string) => ['mesa', 'rango', desde, hasta] as const,
  detail: (id: string) => ['mesa', 'reserva', id] as const,
};

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

export function useDeskRange(backend: BackendPort, desde: string, hasta: string) {
  return useQuery({
    queryKey: deskKeys.range(desde, hasta),
    queryFn: () => fetchDeskRange(backend, desde, hasta),
  });
}

export function useDeskReservation(backend: BackendPort, id: string) {
  return useQuery({
    queryKey: deskKeys.detail(id),
    queryFn: () => backend.reservas.get(id),
  });
}

/** Changes a booking's status, then refreshes the lists and the detail. */
/**
 * Admin: records a withdrawal of the authorisation for the description's sensitive data that
 * the booker asked for without an account; the description is erased.
 */
export function useWithdrawSensitiveConsent(backend: BackendPort) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => backend.reservas.withdrawSensitiveConsent(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.all }),
  });
}

export function useSetStatus(backend: BackendPort) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, estado }: { id: string; estado: ReservationStatus }) =>
      backend.reservas.setStatus(id, estado),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.all }),
  });
}
