/**
 * The stable name of a rule a refusal broke: the database's `hint` (horario_ocupado,
 * limite_reservas, ultimo_admin, ...), 'sin_permiso' for Postgres's own refusals, or the
 * adapters' own ('credenciales', 'sin_conexion', 'desconocido').
 */
export type BackendErrorCode =
  | 'misma_hora'
  | 'limite_reagendamientos'
  | 'antes_de_tiempo'
  | 'mismo_abogado'
  | 'abogado_no_disponible'
  | 'abogado_no_encontrado'
  | 'area_invalida'
  | 'no_asistio'
  | 'horario_ocupado'
  | 'hora_pasada'
  | 'horario_invalido'
  | 'dia_cerrado'
  | 'fuera_de_plazo'
  | 'plan_desconocido'
  | 'nombre_invalido'
  | 'rut_invalido'
  | 'documento_invalido'
  | 'edad_requerida'
  | 'aviso_invalido'
  | 'terminos_requeridos'
  | 'sensibles_requerido'
  | 'email_invalido'
  | 'telefono_invalido'
  | 'empresa_invalida'
  | 'descripcion_invalida'
  | 'mensaje_invalido'
  | 'dato_invalido'
  | 'dato_demasiado_largo'
  | 'tipo_reunion'
  | 'limite_reservas'
  | 'limite_urgentes'
  | 'limite_gratuitas'
  | 'cupo_gratuito'
  | 'demasiadas_reservas'
  | 'limite_mensajes'
  | 'limite_global'
  | 'cuenta_desactivada'
  | 'cuenta_existente'
  | 'sin_sesion'
  | 'acceso_denegado'
  | 'ultimo_admin'
  | 'transicion_invalida'
  | 'reserva_no_encontrada'
  | 'aviso_no_encontrado'
  | 'aviso_enviado'
  | 'aviso_agotado'
  | 'aviso_en_curso'
  | 'aviso_vencido'
  | 'limite_avisos'
  | 'reserva_inactiva'
  | 'rango_invalido'
  | 'sin_cobro'
  | 'pago_existente'
  | 'transferencia_en_revision'
  | 'valor_fuera_de_rango'
  | 'valor_desconocido'
  | 'fecha_invalida'
  | 'pago_en_curso'
  | 'reserva_vencida'
  | 'demasiados_intentos'
  | 'comprobante_invalido'
  | 'archivo_invalido'
  | 'pago_no_encontrado'
  | 'pago_no_verificable'
  | 'motivo_invalido'
  | 'reembolso_invalido'
  | 'webpay_no_disponible'
  | 'sin_permiso'
  | 'credenciales'
  | 'correo_sin_confirmar'
  | 'codigo_invalido'
  | 'codigo_usado'
  | 'espera_codigo'
  | 'factor_existente'
  | 'limite_codigos'
  | 'solicitud_no_encontrada'
  | 'prorroga_no_permitida'
  | 'requiere_aal2'
  | 'ultima_identidad'
  | 'enlace_invalido'
  | 'correo_en_uso'
  | 'reserva_bloqueada'
  | 'verificacion_humana'
  | 'sin_conexion'
  | 'desconocido';

/** A failed backend operation; `message` is Spanish and meant for the user. */
export class BackendError extends Error {
  constructor(
    message: string,
    readonly code: BackendErrorCode = 'desconocido',
    /** The SQLSTATE, when the database raised it. */
    readonly sqlState?: string,
  ) {
    super(message);
    this.name = 'BackendError';
  }
}
