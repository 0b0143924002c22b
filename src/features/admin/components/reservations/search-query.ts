import type { ReservationFilters } from './reservation-filters';
import { toQuery } from './reservation-filters';

/** Prefix of every page of the staff's booking search, to invalidate them all at once. */
export const RESERVATION_SEARCH_KEY = ['reservas', 'busqueda'] as const;

export const reservationSearchKey = (filters: ReservationFilters) =>
  [...RESERVATION_SEARCH_KEY, toQuery(filters)] as const;
