import type { ChannelCounts, NotificationLog, Profile, Reservation, Statistics } from './port';

// Rows arrive as JSON built by Postgres (to_jsonb), the way PostgREST returns them: dates stay
// calendar dates and instants are ISO strings, never JavaScript Dates in the host's time zone.

export type Json = Record<string, unknown>;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const nullableText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function toProfile(row: Json): Profile {
  return {
    id: text(row.id),
    userId: text(row.user_id),
    nombre: text(row.nombre),
    email: text(row.email),
    telefono: nullableText(row.telefono),
    role: text(row.role) as Profile['role'],
    isActive: row.is_active === true,
    createdAt: text(row.created_at),
  };
}

export function toReservation(row: Json): Reservation {
  return {
    id: text(row.id),
    userId: nullableText(row.user_id),
    nombre: text(row.nombre),
    tipoDocumento: (nullableText(row.tipo_documento) ?? 'rut') as Reservation['tipoDocumento'],
    rut: text(row.rut),
    email: text(row.email),
    telefono: text(row.telefono),
    empresa: nullableText(row.empresa),
    fecha: text(row.fecha),
    hora: text(row.hora),
    descripcion: nullableText(row.descripcion),
    plan: text(row.plan),
    servicio: text(row.servicio),
    precio: Number(row.precio),
    categoria: text(row.categoria),
    tipoReunion: text(row.tipo_reunion) as Reservation['tipoReunion'],
    estado: text(row.estado) as Reservation['estado'],
    expiraEn: nullableText(row.expira_en),
    recordatorioEnviado: row.recordatorio_enviado === true,
    metodoPago: nullableText(row.metodo_pago) as Reservation['metodoPago'],
    urgente: row.urgente === true,
    declaracionEdad: nullableText(row.declaracion_edad) as Reservation['declaracionEdad'],
    avisoVersion: nullableText(row.aviso_version),
    terminosVersion: nullableText(row.terminos_version),
    terminosAceptadosEn: nullableText(row.terminos_aceptados_en),
    sensiblesVersion: nullableText(row.sensibles_version),
    sensiblesConsentidosEn: nullableText(row.sensibles_consentidos_en),
    sensiblesRetiradosEn: nullableText(row.sensibles_retirados_en),
    createdAt: text(row.created_at),
    bloqueadaHasta: nullableText(row.bloqueada_hasta),
    motivoBloqueo: nullableText(row.motivo_bloqueo),
    anonimizada: typeof row.anonimizada_en === 'string',
    abogadoId: nullableText(row.abogado_id),
    tokenGestion: nullableText(row.token_gestion),
    movimientos: Number(row.movimientos ?? 0),
    movimientosCliente: Number(row.movimientos_cliente ?? 0),
  };
}

export function toNotificationLog(row: Json): NotificationLog {
  return {
    id: text(row.id),
    reservaId: nullableText(row.reserva_id),
    tipo: text(row.tipo) as NotificationLog['tipo'],
    // Rows logged before e-mail existed were all webhook notices (the column's default).
    canal: row.canal === 'email' ? 'email' : 'webhook',
    estado: text(row.estado) as NotificationLog['estado'],
    intentos: Number(row.intentos),
    fechaEnvio: nullableText(row.fecha_envio),
    proximoIntento: nullableText(row.proximo_intento),
    ultimoError: nullableText(row.ultimo_error),
    webhookResponse: row.webhook_response ?? null,
    origenId: nullableText(row.origen_id),
    createdAt: text(row.created_at),
  };
}

function toChannelCounts(value: unknown): ChannelCounts {
  const counts = (value ?? {}) as Json;
  return {
    enviadas: Number(counts.enviadas ?? 0),
    pendientes: Number(counts.pendientes ?? 0),
    fallidas: Number(counts.fallidas ?? 0),
    descartadas: Number(counts.descartadas ?? 0),
  };
}

export function toStatistics(row: Json): Statistics {
  const n = (row.notificaciones ?? {}) as Json;
  const porCanal = (n.por_canal ?? {}) as Json;
  return {
    totalUsuarios: Number(row.total_usuarios),
    usuariosActivos: Number(row.usuarios_activos),
    totalReservas: Number(row.total_reservas),
    completadas: Number(row.completadas ?? 0),
    noAsistio: Number(row.no_asistio ?? 0),
    reagendadas: Number(row.reagendadas ?? 0),
    notificaciones: {
      total: Number(n.total),
      enviadas: Number(n.enviadas),
      fallidas: Number(n.fallidas),
      pendientes: Number(n.pendientes),
      ultimaEjecucion: nullableText(n.ultima_ejecucion),
      porCanal: {
        webhook: toChannelCounts(porCanal.webhook),
        email: toChannelCounts(porCanal.email),
      },
    },
  };
}
