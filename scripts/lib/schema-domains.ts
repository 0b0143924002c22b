/**
 * Which file of supabase/schemas/ holds each object, by the name of its table or function. The
 * first domain whose pattern matches wins, so the narrow ones come first (`estado_pago_reserva`
 * is about payments, not bookings). A new table or function that matches none lands in
 * otros.sql and `npm run db:schema` names it: give it a domain here.
 */

export interface Domain {
  file: string;
  /** The file's first line: what the reader finds in it. */
  about: string;
  pattern: RegExp;
}

/** Schemas, enum types, default privileges: what every domain relies on. */
export const SHARED_FILE = '00_esquemas_y_tipos.sql';
export const UNMAPPED_FILE = 'otros.sql';

export const DOMAINS: readonly Domain[] = [
  {
    file: SHARED_FILE,
    about:
      "The app's schemas and enum types, and the API roles' access to them. The public schema, " +
      "its comment and its default privileges are Supabase's (the embedded shim stands in for them).",
    pattern: /^$/,
  },
  {
    file: 'comun.sql',
    about: 'Shared helpers: the clock, field validation and the normalised lookup keys.',
    pattern:
      /^(ahora|tocar_updated_at|texto_visible|numero_documento|\w+_valido|clave_(documento|email|rut|telefono))$/,
  },
  {
    file: 'tareas_programadas.sql',
    about: 'Scheduled jobs (pg_cron and pg_net where the server has them) and the install check.',
    pattern: /^(llamada_programada|programar_tareas|diagnostico_instalacion)$/,
  },
  {
    file: 'valores_referencia.sql',
    about: 'The UF and UTM of each day, as the CMF publishes them or an admin enters them.',
    pattern: /valor(es)?_referencia/,
  },
  {
    file: 'verificacion_humana.sql',
    about: 'Human checks: passes, the caps on unverified bookings and their enforcement.',
    pattern:
      /pases?_humanos?|^(topes_sin_verificar|umbral_\w+_sin_verificar|llamador_verificado|exigir_verificacion_de_reserva)$/,
  },
  {
    file: 'avisos.sql',
    about: 'Notices (e-mails) the server queues about bookings, and their outcomes.',
    pattern:
      /^(notificaciones|abrir_aviso|aviso_abierto|registrar_resultado_aviso|preparar_avisos|tomar_avisos)$/,
  },
  {
    file: 'agenda.sql',
    about:
      "The firm's calendar by lawyer: their weeks, areas and absences, assignment, moves, attendance and feeds.",
    pattern:
      /abogad|ausencias|agenda|disponibilidad|reagend|reasignar|marcar_asistencia|resumen_reserva|reserva_por_token|^(exigir_horario_reservable|categoria_de_plan|calendario_reservas|horarios_ocupados)$/,
  },
  {
    file: 'reservas.sql',
    about: 'Bookings: the catalogue, holidays, free slots, creating and cancelling.',
    // Urgent requests are bookings, though their name says "solicitud".
    pattern: /^crear_solicitud_urgente$/,
  },
  {
    file: 'datos_personales.sql',
    about:
      "Personal data: legal versions, consents, the data subject's requests, audit and retention.",
    pattern:
      /solicitud|derechos|titular|retencion|auditar|auditoria|anonimizar|suprimi|exportar_mis_datos|registrar_lectura|pantalla_llamador|sin_secretos|conservacion_contable|consentimiento|versi(on|ones)_legal|^(exigir_aviso|exigir_identidad_probada|aviso_reclamo_agencia|olvidar_referencias_de_pago|intentos_\w+|reservas_de_la_persona)$/,
  },
  {
    file: 'pagos.sql',
    about: 'Payments: Webpay card payments, bank transfers, receipts, refunds and file cleanup.',
    pattern:
      /pago|tarjeta|transferencia|reembols|comprobante|pagable|pagar|pagada|archivos?_(por_borrar|borrado)|^(encolar_archivo|exigir_sin_commit_en_curso)$/,
  },
  {
    file: 'contacto_y_newsletter.sql',
    about: 'The contact form and the newsletter subscription.',
    pattern: /newsletter|suscrip|suscriptores|mensajes?_contacto/,
  },
  {
    file: 'cuentas.sql',
    about:
      'Accounts and staff: profiles, roles, the last admin, second factor and security events.',
    pattern:
      /^(profiles|eventos_seguridad|crear_perfil|es_admin|es_admin_activo|es_personal|rol_actual|garantizar_admin_activo|queda_admin_activo|proteger_perfil|cuenta_activa|eliminar_mi_cuenta|sincronizar_email|correo_confirmado|aal_llamador|registrar_reinicio_factor)$/,
  },
  {
    file: 'reservas.sql',
    about: 'Bookings: the catalogue, holidays, free slots, creating and cancelling.',
    pattern:
      /reserva|^(feriados|planes|horarios_\w+|es_dia_habil|sumar_dias_habiles|cupo_gratuito_diario|dias_sin_cupo_gratuito|proteger_bloqueo|estadisticas)$/,
  },
];

/** The file of a table or function name, or undefined when no domain claims it. */
export function domainOf(name: string): string | undefined {
  return DOMAINS.find((domain) => domain.pattern.test(name))?.file;
}
