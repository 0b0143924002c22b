import type { NewReservation } from './reservation-types';

/**
 * One argument of public.crear_reserva: its name and SQL type in the function's signature, and
 * the field of a new booking that fills it (an absent optional field is sent as null, so the
 * function's default or its own rule applies).
 */
interface CrearReservaArg {
  name: `p_${string}`;
  type: 'text' | 'date' | 'uuid';
  from: keyof NewReservation;
}

/**
 * The arguments of public.crear_reserva, in the order of its signature. Both adapters build their
 * call from this list (the embedded one by position, Supabase's by name), and a database test
 * compares it with the function's own signature, so the two cannot drift apart.
 */
export const CREAR_RESERVA_ARGS = [
  { name: 'p_nombre', type: 'text', from: 'nombre' },
  { name: 'p_rut', type: 'text', from: 'rut' },
  { name: 'p_email', type: 'text', from: 'email' },
  { name: 'p_telefono', type: 'text', from: 'telefono' },
  { name: 'p_fecha', type: 'date', from: 'fecha' },
  { name: 'p_hora', type: 'text', from: 'hora' },
  { name: 'p_plan', type: 'text', from: 'plan' },
  { name: 'p_tipo_reunion', type: 'text', from: 'tipoReunion' },
  { name: 'p_descripcion', type: 'text', from: 'descripcion' },
  { name: 'p_empresa', type: 'text', from: 'empresa' },
  { name: 'p_reemplaza', type: 'uuid', from: 'reemplaza' },
  { name: 'p_tipo_documento', type: 'text', from: 'tipoDocumento' },
  { name: 'p_declaracion_edad', type: 'text', from: 'declaracionEdad' },
  { name: 'p_aviso_version', type: 'text', from: 'avisoVersion' },
  { name: 'p_terminos_version', type: 'text', from: 'terminosVersion' },
  { name: 'p_sensibles_version', type: 'text', from: 'sensiblesVersion' },
] as const satisfies readonly CrearReservaArg[];

export type CrearReservaArgName = (typeof CREAR_RESERVA_ARGS)[number]['name'];

/** The values of a new booking, in the signature's order: the embedded adapter's $1…$n. */
export function crearReservaValues(input: NewReservation): (string | null)[] {
  return CREAR_RESERVA_ARGS.map(({ from }) => input[from] ?? null);
}

/** `$1::text, $2::text, …`: each placeholder typed as the signature types its argument. */
export const CREAR_RESERVA_PLACEHOLDERS = CREAR_RESERVA_ARGS.map(
  ({ type }, index) => `$${String(index + 1)}::${type}`,
).join(', ');

/** The values of a new booking by argument name: Supabase's rpc() call. */
export function crearReservaNamedArgs(
  input: NewReservation,
): Record<CrearReservaArgName, string | null> {
  return Object.fromEntries(
    CREAR_RESERVA_ARGS.map(({ name, from }) => [name, input[from] ?? null]),
  ) as Record<CrearReservaArgName, string | null>;
}
