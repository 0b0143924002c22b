/**
 * Query keys of the desk, all under ['mesa']: a status change or a withdrawal invalidates the
 * whole prefix, so both lists, the open detail and its payment are read again together.
 */
export const deskKeys = {
  all: ['mesa'] as const,
  range: (desde: string, hasta: string) => ['mesa', 'rango', desde, hasta] as const,
  detail: (id: string) => ['mesa', 'reserva', id] as const,
  payment: (id: string) => ['mesa', 'pago', id] as const,
};
