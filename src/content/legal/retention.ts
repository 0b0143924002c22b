/**
 * How long the firm keeps each kind of personal data, and what happens when the time is up. This
 * module and its values (retention-periods.ts) are the one source: the privacy policy's table is
 * generated from them, the notices beside each form quote them, and the database's retention
 * function is seeded with the same values (a database test compares them).
 *
 * The law sets no periods: data are kept only while their purpose needs them, then deleted or
 * anonymised, except where a law makes the firm keep them. Each value is a setting the firm may
 * change; `decided` dates the current choice.
 */
import {
  RETENTION_PERIODS,
  retentionPeriod,
  type RetentionKey,
  type RetentionUnit,
} from './retention-periods';

export { retentionPeriod, type RetentionUnit };
export type RetentionAction = 'anonimizar' | 'eliminar' | 'vaciar';

export interface RetentionRule {
  key: RetentionKey;
  /** The data, as the privacy policy names them. */
  data: string;
  amount: number;
  unit: RetentionUnit;
  /** The moment the period is counted from. */
  from: string;
  action: RetentionAction;
  /** Why this long, in a sentence a client can check. */
  reason: string;
  /** When the firm set this value (YYYY-MM-DD). */
  decided: string;
}

const DECIDED = '2026-11-23';

export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    key: 'reservas_sin_pago',
    data: 'Reservas sin pago aprobado (consultas gratuitas, reservas vencidas, canceladas o rechazadas)',
    ...RETENTION_PERIODS.reservas_sin_pago,
    from: 'la fecha de la consulta',
    action: 'anonimizar',
    reason:
      'Los datos entregados para agendar una consulta que no llegó a un encargo se suprimen cuando dejan de ser necesarios; 12 meses permiten atender reclamos y consultas de seguimiento.',
    decided: DECIDED,
  },
  {
    key: 'reservas_pagadas',
    data: 'Reservas con un pago aprobado o reembolsado, y ese pago',
    ...RETENTION_PERIODS.reservas_pagadas,
    from: 'la fecha de la consulta',
    action: 'anonimizar',
    reason:
      'El Código Tributario (arts. 17 y 200) obliga a conservar los antecedentes contables mientras el SII pueda revisarlos, hasta 6 años.',
    decided: DECIDED,
  },
  {
    key: 'mensajes_contacto',
    data: 'Mensajes del formulario de contacto',
    ...RETENTION_PERIODS.mensajes_contacto,
    from: 'su envío',
    action: 'eliminar',
    reason: 'Basta para responder y dar seguimiento a la consulta.',
    decided: DECIDED,
  },
  {
    key: 'contenido_avisos',
    data: 'Contenido y respuesta de los avisos automáticos (registro de notificaciones)',
    ...RETENTION_PERIODS.contenido_avisos,
    from: 'el envío del aviso',
    action: 'vaciar',
    reason:
      'Sirve para reintentar y revisar entregas fallidas; después solo queda el registro de que se envió.',
    decided: DECIDED,
  },
  {
    key: 'suscriptores_de_baja',
    data: 'Correos que se dieron de baja del boletín',
    ...RETENTION_PERIODS.suscriptores_de_baja,
    from: 'la baja',
    action: 'eliminar',
    reason:
      'Se guardan solo como prueba de que la baja se respetó; el correo deja de recibir envíos en el acto.',
    decided: DECIDED,
  },
  {
    key: 'solicitudes_derechos',
    data: 'Solicitudes de acceso, rectificación, supresión, oposición, portabilidad o bloqueo, y sus respuestas',
    ...RETENTION_PERIODS.solicitudes_derechos,
    from: 'la respuesta',
    action: 'eliminar',
    reason:
      'Prueban que la solicitud se respondió a tiempo; las infracciones a la ley de datos personales prescriben en 4 años.',
    decided: DECIDED,
  },
  {
    key: 'auditoria',
    data: 'Registro de auditoría (qué miembro del equipo leyó o cambió qué registro y cuándo)',
    ...RETENTION_PERIODS.auditoria,
    from: 'el acceso o el cambio',
    action: 'eliminar',
    reason:
      'Permite investigar un incidente de seguridad y acreditar las medidas adoptadas; las infracciones prescriben en 4 años.',
    decided: DECIDED,
  },
];

export function retentionRule(key: RetentionRule['key']): RetentionRule {
  const rule = RETENTION_RULES.find((candidate) => candidate.key === key);
  if (!rule) throw new Error(`Sin regla de conservación: ${key}`);
  return rule;
}
