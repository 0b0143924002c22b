import type { LegalTable } from './legal-document';
import { RETENTION_RULES, retentionPeriod, type RetentionAction } from './retention';

/**
 * The tables of the privacy policy. The retention table is generated from the retention schedule,
 * so the policy always states the periods the database applies.
 */

const RETENTION_ACTIONS: Record<RetentionAction, string> = {
  anonimizar: 'Se anonimizan: se borran los datos que le identifican y queda solo la estadística',
  eliminar: 'Se eliminan',
  vaciar: 'Se borra su contenido y queda solo el registro de que se envió',
};

export function retentionTable(): LegalTable {
  return {
    kind: 'table',
    caption: 'Plazos de conservación',
    head: ['Datos', 'Plazo', 'Desde', 'Al cumplirse el plazo', 'Por qué'],
    rows: RETENTION_RULES.map((rule) => [
      rule.data,
      retentionPeriod(rule),
      rule.from,
      RETENTION_ACTIONS[rule.action],
      rule.reason,
    ]),
  };
}

/** What the firm does with personal data, and the legal basis of each processing (art. 13). */
export const PROCESSING_TABLE: LegalTable = {
  kind: 'table',
  caption: 'Finalidades y bases de licitud',
  head: ['Tratamiento', 'Datos', 'Finalidad', 'Base de licitud'],
  rows: [
    [
      'Reserva de una consulta',
      'Identificación y contacto, datos de la reserva y descripción del caso',
      'Agendar la consulta, confirmarla, recordársela, realizarla y prestar el servicio que usted contrata',
      'Celebración o ejecución del contrato, o gestiones precontractuales que usted solicita (art. 13 letra c)',
    ],
    [
      'Pago de una consulta o servicio',
      'Datos de la reserva y del pago',
      'Cobrar, verificar el pago, reembolsar cuando corresponda y emitir los documentos tributarios',
      'Ejecución del contrato (art. 13 letra c) y cumplimiento de las obligaciones legales tributarias (art. 13 letra b)',
    ],
    [
      'Descripción del caso, que puede contener datos sensibles',
      'Lo que usted escriba sobre su caso',
      'Solo preparar la consulta y, si corresponde, formular, ejercer o defender sus derechos',
      'Su consentimiento expreso, que da al marcar la casilla junto a la descripción y puede retirar en cualquier momento (art. 16); si corresponde, también la defensa de sus derechos ante tribunales u organismos administrativos (art. 16 letra d)',
    ],
    [
      'Mensajes del formulario de contacto y evaluaciones gratuitas',
      'Nombre, datos de contacto y el mensaje',
      'Responder su mensaje y dar seguimiento a su consulta',
      'Gestiones precontractuales que usted solicita (art. 13 letra c) o, si no busca contratar, nuestro interés legítimo en responder a quien nos escribe y dar seguimiento a su consulta (art. 13 letra d)',
    ],
    [
      'Boletín',
      'Correo electrónico',
      'Enviarle novedades legales',
      'Su consentimiento (art. 12), que puede retirar en cualquier momento',
    ],
    [
      'Cuenta de cliente',
      'Nombre, correo electrónico, teléfono y sesiones',
      'Darle acceso a sus reservas, pagos y datos',
      'Ejecución del contrato que usted solicita al crear la cuenta (art. 13 letra c)',
    ],
    [
      'Solicitudes sobre sus datos',
      'Identificación, datos de contacto, la solicitud y nuestra respuesta',
      'Verificar su identidad, responder y probar que respondimos a tiempo',
      'Cumplimiento de una obligación legal (arts. 11 y 13 letra b)',
    ],
    [
      'Seguridad y registro de auditoría',
      'Accesos del equipo a datos de clientes y datos técnicos mínimos, como la dirección IP',
      'Proteger el sitio, investigar incidentes y acreditar las medidas de seguridad',
      'Cumplimiento del deber legal de seguridad (art. 14 quinquies y art. 13 letra b)',
    ],
    [
      'Cuentas del equipo del estudio',
      'Nombre, correo electrónico, rol y verificación en dos pasos',
      'Dar a cada integrante del equipo el acceso que su trabajo requiere',
      'Ejecución del contrato de trabajo o de prestación de servicios (art. 13 letra c)',
    ],
  ],
};

/** The processors (encargados), what each receives and where it processes it (arts. 15 bis, 27). */
export const PROCESSORS_TABLE: LegalTable = {
  kind: 'table',
  caption: 'Encargados del tratamiento',
  head: ['Encargado', 'Qué hace', 'Qué datos recibe', 'Dónde los trata', 'Fundamento'],
  rows: [
    [
      'Proveedor de alojamiento y base de datos (Supabase)',
      'Guarda los datos del sitio y gestiona las cuentas y sesiones',
      'Todos los datos que usted entrega en el sitio, incluida la descripción del caso, con las reglas de acceso descritas en «Medidas de seguridad»',
      'Puede tratarlos fuera de Chile',
      'Contrato de encargo (art. 15 bis) y, para la transferencia internacional, cláusulas contractuales tipo (art. 27)',
    ],
    [
      'Servicio externo de automatización de avisos (Make)',
      'Envía por WhatsApp y correo electrónico los avisos de su reserva y los avisos al estudio y al abogado, mantiene el evento de la consulta en el calendario del estudio y puede enviarle por correo el código para verificar su identidad en una solicitud sobre sus datos',
      'Nombre, correo electrónico, teléfono, servicio, fecha, hora, precio, categoría y código de la reserva; en los avisos a usted, el enlace para cambiarla o cancelarla; en los avisos de un cambio, el nombre y el correo del abogado que le atiende; si pide un código para una solicitud sobre sus datos, su correo y ese código. Nunca la descripción de su caso ni su RUT',
      'Puede tratarlos fuera de Chile',
      'Contrato de encargo (art. 15 bis) y, para la transferencia internacional, cláusulas contractuales tipo (art. 27)',
    ],
    [
      'Servicio de envío de correo electrónico (Resend)',
      'Envía los correos del sitio: los de su reserva y sus pagos, los de sus solicitudes sobre sus datos y los avisos al estudio y al abogado',
      'Nombre, correo electrónico, teléfono, servicio, fecha, hora, valor y código de la reserva, el abogado asignado, el archivo de calendario y el enlace para cambiarla o cancelarla; de sus pagos, el monto, el medio, la fecha y el estado (de una tarjeta, el código de autorización y sus últimos 4 dígitos) y el motivo de una transferencia no aceptada; en una solicitud sobre sus datos, su correo, el código de verificación y el número, el derecho y el estado de la solicitud, no el texto de la respuesta. Nunca la descripción de su caso ni su RUT',
      'Puede tratarlos fuera de Chile',
      'Contrato de encargo (art. 15 bis) y, para la transferencia internacional, cláusulas contractuales tipo (art. 27)',
    ],
    [
      'Transbank (Webpay)',
      'Procesa los pagos con tarjeta de crédito o débito',
      'El monto y el código de la orden de pago. Los datos de su tarjeta los ingresa usted en Webpay y nunca llegan al estudio',
      'Chile',
      'Contrato del estudio con Transbank; no hay transferencia internacional',
    ],
  ],
};
