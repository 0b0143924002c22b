import { openTestDatabase, type TestDatabase } from './test-database';

// What each API role may call and change, read from the catalog. The shim applies Supabase's own
// default privileges (what postgres creates in public is granted to the API roles), so a grant
// the migrations forget to revoke shows here exactly as it would on a hosted project.

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const EVERYONE = ['anon', 'authenticated', 'service_role'];
const SIGNED_IN = ['authenticated', 'service_role'];
const SERVER = ['service_role'];

/** Every function the API exposes (schema public) and who may call it. */
const FUNCTIONS: Record<string, string[]> = {
  abrir_aviso: SERVER,
  agenda_del_estudio: SIGNED_IN,
  agenda_por_enlace: SERVER,
  anular_pago_tarjeta: SERVER,
  archivo_borrado: SERVER,
  archivos_por_borrar: SERVER,
  baja_newsletter: EVERYONE,
  calendario_reservas: EVERYONE,
  cancelar_reserva: SIGNED_IN,
  cancelar_reserva_por_token: EVERYONE,
  crear_enlace_agenda: SIGNED_IN,
  crear_reserva: EVERYONE,
  crear_reserva_prueba: SIGNED_IN,
  crear_solicitud_urgente: EVERYONE,
  declarar_transferencia: EVERYONE,
  dejar_mi_suscripcion: SIGNED_IN,
  diagnostico_instalacion: SERVER,
  dias_sin_cupo_gratuito: EVERYONE,
  eliminar_mi_cuenta: SIGNED_IN,
  emitir_pase_humano: SERVER,
  enviar_mensaje_contacto: EVERYONE,
  estadisticas: SIGNED_IN,
  estado_pago_reserva: EVERYONE,
  estado_solicitud_derechos: EVERYONE,
  exportar_mis_datos: SIGNED_IN,
  guardar_agenda_abogado: SIGNED_IN,
  guardar_archivo_comprobante: EVERYONE,
  horarios_ocupados: EVERYONE,
  marcar_asistencia: SIGNED_IN,
  mi_agenda: SIGNED_IN,
  mi_suscripcion: SIGNED_IN,
  nombres_abogados: EVERYONE,
  pagos_sin_retorno: SERVER,
  pedir_codigo_derechos: SERVER,
  preparar_pago_tarjeta: SERVER,
  preparar_reembolso: SERVER,
  preparar_avisos: SERVER,
  reagendar_reserva: EVERYONE,
  reasignar_reserva: SIGNED_IN,
  rechazar_transferencia: SIGNED_IN,
  reclamar_pago_tarjeta: SERVER,
  registrar_archivo_comprobante: EVERYONE,
  registrar_lectura: SIGNED_IN,
  registrar_pago_tarjeta: SERVER,
  registrar_reembolso: SERVER,
  registrar_reinicio_factor: SERVER,
  registrar_resultado_aviso: SERVER,
  registrar_solicitud_derechos: EVERYONE,
  registrar_token_tarjeta: SERVER,
  registrar_valor_referencia: SERVER,
  registrar_valor_referencia_manual: SIGNED_IN,
  reserva_por_token: EVERYONE,
  reservas_por_reasignar: SIGNED_IN,
  retencion: SIGNED_IN,
  retirar_consentimiento_sensibles: SIGNED_IN,
  revocar_enlace_agenda: SIGNED_IN,
  solicitud_derechos: SIGNED_IN,
  solicitud_exportar: SIGNED_IN,
  solicitud_iniciar: SIGNED_IN,
  solicitud_prorrogar: SIGNED_IN,
  solicitud_rechazar: SIGNED_IN,
  solicitud_responder: SIGNED_IN,
  solicitud_suprimir: SIGNED_IN,
  solicitudes_derechos_lista: SIGNED_IN,
  suscribir_newsletter: EVERYONE,
  tomar_avisos: SERVER,
  valores_referencia_vigentes: EVERYONE,
  verificar_transferencia: SIGNED_IN,
};

const VISITORS = ['anon', 'authenticated'];
const SIGNED_IN_USERS = ['authenticated'];

/**
 * The SECURITY DEFINER functions of the private schema that an API role may call, and which
 * roles. Each runs as its owner, past row-level security, so each must check its caller itself;
 * a helper that trusts its caller (reservas_de_la_persona reads every booking of a person) is
 * called only by other definer functions and is granted to no API role.
 */
const PRIVATE_DEFINERS: Record<string, string[]> = {
  agenda_del_estudio: SIGNED_IN_USERS,
  baja_newsletter: VISITORS,
  calendario_reservas: VISITORS,
  cancelar_reserva: SIGNED_IN_USERS,
  cancelar_reserva_por_token: VISITORS,
  consumir_pase_humano: VISITORS,
  crear_enlace_agenda: SIGNED_IN_USERS,
  crear_reserva: VISITORS,
  crear_reserva_prueba: SIGNED_IN_USERS,
  crear_solicitud_urgente: VISITORS,
  cuenta_activa: VISITORS,
  declarar_transferencia: VISITORS,
  dejar_mi_suscripcion: SIGNED_IN_USERS,
  dias_sin_cupo_gratuito: VISITORS,
  eliminar_mi_cuenta: SIGNED_IN_USERS,
  enviar_mensaje_contacto: VISITORS,
  es_admin: VISITORS,
  es_personal: VISITORS,
  estadisticas: SIGNED_IN_USERS,
  estado_pago_reserva: VISITORS,
  estado_solicitud_derechos: VISITORS,
  exigir_aviso: VISITORS,
  exportar_mis_datos: SIGNED_IN_USERS,
  guardar_agenda_abogado: SIGNED_IN_USERS,
  guardar_archivo_comprobante: VISITORS,
  horarios_ocupados: VISITORS,
  iniciar_solicitud_derechos: SIGNED_IN_USERS,
  listar_solicitudes_derechos: SIGNED_IN_USERS,
  marcar_asistencia: SIGNED_IN_USERS,
  mi_agenda: SIGNED_IN_USERS,
  mi_suscripcion: SIGNED_IN_USERS,
  nombres_abogados: VISITORS,
  prorrogar_solicitud_derechos: SIGNED_IN_USERS,
  puede_subir_comprobante: VISITORS,
  queda_admin_activo: SIGNED_IN_USERS,
  reagendar_reserva: VISITORS,
  reasignar_reserva: SIGNED_IN_USERS,
  rechazar_solicitud_derechos: SIGNED_IN_USERS,
  rechazar_transferencia: SIGNED_IN_USERS,
  registrar_archivo_comprobante: VISITORS,
  registrar_lectura: SIGNED_IN_USERS,
  registrar_solicitud_derechos: VISITORS,
  registrar_valor_referencia_manual: SIGNED_IN_USERS,
  reserva_por_token: VISITORS,
  reservas_por_reasignar: SIGNED_IN_USERS,
  responder_solicitud_derechos: SIGNED_IN_USERS,
  retencion_admin: SIGNED_IN_USERS,
  retirar_consentimiento_sensibles: SIGNED_IN_USERS,
  revocar_enlace_agenda: SIGNED_IN_USERS,
  rol_actual: VISITORS,
  solicitud_derechos: SIGNED_IN_USERS,
  solicitud_exportar: SIGNED_IN_USERS,
  solicitud_suprimir: SIGNED_IN_USERS,
  suscribir_newsletter: VISITORS,
  valores_referencia_vigentes: VISITORS,
  vencimiento_solicitud: VISITORS,
  verificar_transferencia: SIGNED_IN_USERS,
  version_legal_valida: VISITORS,
};

describe('API privileges', () => {
  it('apply Supabase’s default privileges in the shim', async () => {
    const { rows } = await database.db.query<{ objtype: string }>(
      `select d.defaclobjtype::text as objtype from pg_default_acl d
       join pg_namespace n on n.oid = d.defaclnamespace where n.nspname = 'public' order by 1`,
    );
    expect(rows.map((r) => r.objtype)).toEqual(['S', 'f', 'r']);
  });

  it('let each role call exactly the functions meant for it', async () => {
    const { rows } = await database.db.query<{ name: string; roles: string[] }>(
      `select p.proname as name,
              array(select r from unnest(array['anon', 'authenticated', 'service_role']) r
                    where has_function_privilege(r, p.oid, 'execute') order by r) as roles
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' order by 1`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.name, r.roles]))).toEqual(FUNCTIONS);
  });

  it('let only the server issue a human pass, and every caller spend one', async () => {
    const { rows } = await database.db.query<{ name: string; roles: string[] }>(
      `select p.proname as name,
              array(select r from unnest(array['anon', 'authenticated', 'service_role']) r
                    where has_function_privilege(r, p.oid, 'execute') order by r) as roles
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'private' and p.proname like '%pase_humano' order by 1`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.name, r.roles]))).toEqual({
      consumir_pase_humano: EVERYONE,
      emitir_pase_humano: SERVER,
      exigir_pase_humano: EVERYONE,
    });
    const table = await database.db.query<{ n: number }>(
      `select count(*)::int as n from unnest(array['anon', 'authenticated', 'service_role']) r,
              unnest(array['select', 'insert', 'update', 'delete']) p
       where has_table_privilege(r, 'private.pases_humanos', p)`,
    );
    expect(table.rows[0]?.n).toBe(0);
  });

  it('give signed-in callers the columns they may change, and nothing to anon', async () => {
    const { rows } = await database.db.query<{
      tabla: string;
      privilegio: string;
      columnas: string[];
    }>(
      `select c.relname as tabla, a.privilege_type as privilegio,
              array_agg(a.column_name::text order by a.column_name) as columnas
       from information_schema.column_privileges a
       join pg_class c on c.relname = a.table_name
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = a.table_schema
       where a.table_schema = 'public' and a.grantee = 'authenticated'
         and a.privilege_type in ('INSERT', 'UPDATE')
       group by 1, 2 order by 1, 2`,
    );
    expect(
      rows.filter((r) => ['profiles', 'reservas', 'notificaciones'].includes(r.tabla)),
    ).toEqual([
      {
        tabla: 'profiles',
        privilegio: 'UPDATE',
        columnas: ['is_active', 'nombre', 'role', 'telefono'],
      },
      { tabla: 'reservas', privilegio: 'UPDATE', columnas: ['estado', 'recordatorio_enviado'] },
    ]);
    const anon = await database.db.query<{ n: number }>(
      `select count(*)::int as n from information_schema.role_table_grants
       where table_schema = 'public' and grantee = 'anon'`,
    );
    expect(anon.rows[0]?.n).toBe(0);
  });

  it('let the API roles call only the private definer functions meant for them', async () => {
    const { rows } = await database.db.query<{ name: string; roles: string[] }>(
      `select p.proname as name,
              array(select r from unnest(array['anon', 'authenticated']) r
                    where has_function_privilege(r, p.oid, 'execute') order by r) as roles
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'private' and p.prosecdef order by 1`,
    );
    const callable = Object.fromEntries(
      rows.filter((row) => row.roles.length > 0).map((row) => [row.name, row.roles]),
    );
    expect(callable).toEqual(PRIVATE_DEFINERS);
  });

  it('give the API roles no right on any sequence, now or for sequences created later', async () => {
    const { rows } = await database.db.query<{ secuencia: string; rol: string }>(
      `select n.nspname || '.' || c.relname as secuencia, r.rol
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       cross join unnest(array['anon', 'authenticated']) as r(rol)
       where c.relkind = 'S' and n.nspname in ('public', 'private')
         and (has_sequence_privilege(r.rol, c.oid, 'usage')
              or has_sequence_privilege(r.rol, c.oid, 'select')
              or has_sequence_privilege(r.rol, c.oid, 'update'))`,
    );
    expect(rows).toEqual([]);
    // A sequence the owner creates later gets no API grant either.
    await database.db.exec('begin; create sequence public.prueba_de_privilegios_seq;');
    try {
      const later = await database.db.query<{ anon: boolean; signed_in: boolean }>(
        `select has_sequence_privilege('anon', 'public.prueba_de_privilegios_seq', 'update') as anon,
                has_sequence_privilege('authenticated', 'public.prueba_de_privilegios_seq', 'usage')
                  as signed_in`,
      );
      expect(later.rows[0]).toEqual({ anon: false, signed_in: false });
    } finally {
      await database.db.exec('rollback');
    }
  });
});
