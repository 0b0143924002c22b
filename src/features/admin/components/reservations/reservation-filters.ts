import type { ReservationQuery, ReservationStatus } from '@/backend/port';

export const PAGE_SIZE = 25;

export const STATUS_LABELS: Record<ReservationStatus, string> = {
  pendiente: 'Pendiente',
  confirmada: 'Confirmada',
  cancelada: 'Cancelada',
  completada: 'Completada',
  expirada: 'Expirada',
  no_asistio: 'No asistió',
};

const STATUSES = Object.keys(STATUS_LABELS) as ReservationStatus[];

/** The booking list's filters as they live in the URL (q, estado, desde, hasta, pagina). */
export interface ReservationFilters {
  texto: string;
  estado: ReservationStatus | null;
  /** YYYY-MM-DD, or '' for no bound. */
  desde: string;
  hasta: string;
  /** 1-based, as people count pages. */
  pagina: number;
}

const PARAM: Record<keyof ReservationFilters, string> = {
  texto: 'q',
  estado: 'estado',
  desde: 'desde',
  hasta: 'hasta',
  pagina: 'pagina',
};

const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

export function parseStatus(value: string | null): ReservationStatus | null {
  return STATUSES.find((status) => status === value) ?? null;
}

/** Reads the filters from the URL; anything malformed counts as absent. */
export function readFilters(params: URLSearchParams): ReservationFilters {
  const desde = params.get(PARAM.desde);
  const hasta = params.get(PARAM.hasta);
  const pagina = Number(params.get(PARAM.pagina));
  return {
    texto: params.get(PARAM.texto)?.trim() ?? '',
    estado: parseStatus(params.get(PARAM.estado)),
    desde: isDate(desde) ? desde : '',
    hasta: isDate(hasta) ? hasta : '',
    pagina: Number.isInteger(pagina) && pagina > 1 ? pagina : 1,
  };
}

/**
 * The URL with some filters changed, keeping every other parameter (the open tab). Empty values
 * and page 1 leave the URL; changing any filter but the page goes back to page 1.
 */
export function withFilters(
  params: URLSearchParams,
  change: Partial<ReservationFilters>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: keyof ReservationFilters, value: string | null) => {
    if (value) next.set(PARAM[key], value);
    else next.delete(PARAM[key]);
  };
  if (change.texto !== undefined) set('texto', change.texto.trim());
  if (change.estado !== undefined) set('estado', change.estado);
  if (change.desde !== undefined) set('desde', change.desde);
  if (change.hasta !== undefined) set('hasta', change.hasta);
  const pagina = change.pagina ?? 1;
  set('pagina', pagina > 1 ? String(pagina) : null);
  return next;
}

export const hasFilters = (filters: ReservationFilters): boolean =>
  Boolean(filters.texto || filters.estado || filters.desde || filters.hasta);

/** The port's query for the filters: 0-based page of 25, with only the filters in use. */
export function toQuery(filters: ReservationFilters): ReservationQuery {
  const query: ReservationQuery = { page: filters.pagina - 1, pageSize: PAGE_SIZE };
  if (filters.texto) query.texto = filters.texto;
  if (filters.estado) query.estado = filters.estado;
  if (filters.desde) query.desde = filters.desde;
  if (filters.hasta) query.hasta = filters.hasta;
  return query;
}
