import { formatLongDate } from '@/lib/format/dates';
import { PRIVACY_META } from './legal-meta';
import { company, fullAddress } from '../company';
import { DATA_REQUEST_PATH } from './data-request-path';
import { DATA_RIGHTS_DEADLINES, LEGAL_DATES, type LegalDocument } from './legal-document';
import { LOCAL_STORAGE_SECTION } from './privacy-storage';
import { PROCESSING_TABLE, PROCESSORS_TABLE, retentionTable } from './privacy-tables';
import { PRIVACY_POLICY_VERSION } from './versions';

/**
 * The privacy policy under Ley 19.628 as amended by Ley 21.719. Art. 14 ter makes the firm keep
 * public, permanently: the policy with its date and version; who the responsable is; where to send
 * requests; the data, people, recipients, purposes and legal bases; the security measures; the
 * rights and how to exercise them; the complaint to the Agencia; international transfers; the
 * retention periods; the source of the data; the withdrawal of consent; automated decisions.
 */

/** The last time this text changed (YYYY-MM-DD); a new text also gets a new version. */
export const PRIVACY_POLICY_UPDATED = '2026-11-27';

export { DATA_REQUEST_PATH };
/** Where they follow it, with the request's number and their e-mail. */
export const DATA_REQUEST_STATUS_PATH = '/privacidad/solicitud/estado';

const postalAddress = `${company.name}, ${fullAddress()}, ${company.address.region}, Chile`;
const { answerCalendarDays, extensionCalendarDays, blockingBusinessDays, complaintBusinessDays } =
  DATA_RIGHTS_DEADLINES;

export const privacyDocument: LegalDocument = {
  ...PRIVACY_META,
  version: PRIVACY_POLICY_VERSION.version,
  updated: PRIVACY_POLICY_UPDATED,
  effective: PRIVACY_POLICY_VERSION.effective,
  intro: `En ${company.name} tratamos sus datos personales con el mismo cuidado que exige el secreto profesional. Esta política explica quién trata sus datos, cuáles y de quiénes, para qué y con qué fundamento, a quién se comunican, cuánto tiempo se conservan, cómo los protegemos y cómo puede ejercer sus derechos.`,
  sections: [
    {
      id: 'version-y-vigencia',
      heading: 'Versión y vigencia de esta política',
      blocks: [
        `Esta es la versión ${PRIVACY_POLICY_VERSION.version} de la Política de privacidad de ${company.name}, vigente desde el ${formatLongDate(PRIVACY_POLICY_VERSION.effective)}. Fue actualizada por última vez el ${formatLongDate(PRIVACY_POLICY_UPDATED)} y reemplaza a la política vigente desde el ${formatLongDate(LEGAL_DATES.effective)}.`,
        'Se rige por el artículo 19 N° 4 de la Constitución Política de la República y por la Ley N° 19.628 sobre protección de los datos personales, en el texto que le dio la Ley N° 21.719. Los artículos que se citan en esta política son de esa ley.',
      ],
    },
    {
      id: 'responsable-del-tratamiento',
      heading: 'Responsable del tratamiento y representante legal',
      blocks: [
        `El responsable del tratamiento de sus datos personales es ${company.name}, estudio jurídico con domicilio en ${fullAddress()}, ${company.address.region}, Chile.`,
        'Representa legalmente al estudio su socio director. El estudio no ha designado un delegado de protección de datos: las consultas sobre el tratamiento de datos personales las atiende la dirección del estudio, por los medios de la sección siguiente.',
      ],
    },
    {
      id: 'contacto',
      heading: 'Dónde enviar sus solicitudes',
      blocks: [
        'Para ejercer sus derechos o consultar sobre el tratamiento de sus datos, puede usar:',
        [
          `Correo electrónico: ${company.email}`,
          `Dirección postal: ${postalAddress}`,
          `Teléfono, para orientarle: ${company.phone} (${company.hours.label.toLowerCase()})`,
        ],
        {
          kind: 'paragraph',
          parts: [
            'También puede usar el ',
            { href: DATA_REQUEST_PATH, label: 'formulario de solicitud sobre sus datos' },
            '. Las solicitudes se presentan por escrito: por correo electrónico, por el formulario o por carta a la dirección postal.',
          ],
        },
      ],
    },
    {
      id: 'datos-que-tratamos',
      heading: 'Datos que tratamos y de quiénes',
      blocks: [
        'Tratamos datos de estas personas: clientes y quienes reservan una consulta, por sí o por otra persona; quienes nos escriben por el formulario de contacto o piden una evaluación gratuita; suscriptores del boletín; visitantes del sitio; e integrantes del equipo del estudio.',
        'Según el caso, tratamos estas categorías de datos:',
        [
          'Identificación y contacto: nombre, RUT u otro documento de identidad (como el pasaporte), correo electrónico, teléfono y, si la indica, la empresa que representa.',
          'Datos de su caso: la descripción que usted escribe al reservar o en un mensaje, y los antecedentes que entrega al abogado.',
          'Datos de la reserva: servicio, modalidad, fecha, hora y estado, y la versión de esta política que se le mostró.',
          'Datos del pago: monto, medio de pago, estado, código de autorización y últimos 4 dígitos de la tarjeta que informa Transbank, o el comprobante de transferencia que usted nos envía. Nunca el número completo de su tarjeta.',
          'Datos de su cuenta, si la crea: correo electrónico, nombre, teléfono y sesiones abiertas.',
          'Boletín: su correo electrónico, solo si usted se suscribe.',
          'Comunicaciones: los mensajes que intercambia con nosotros por correo electrónico, WhatsApp o teléfono.',
          'Registro de auditoría: qué integrante del equipo consultó o modificó sus datos, y cuándo.',
          'Datos técnicos mínimos que nuestros proveedores de infraestructura registran para la seguridad del sitio, como la dirección IP y la fecha y hora de acceso.',
        ],
        'La descripción de su caso puede revelar datos sensibles, como los relativos a su salud, su vida sexual o su situación socioeconómica, u otros de especial reserva, como antecedentes penales. Escriba solo lo necesario para que el abogado entienda su consulta y no incluya detalles de salud o penales que no sean necesarios: podrá darlos en la consulta misma. Esa descripción se usa solo para preparar la consulta y para defender sus derechos, la ven solo usted y el equipo del estudio, y nunca se incluye en los avisos por correo electrónico o WhatsApp. Por eso, si escribe una descripción, le pedimos su autorización expresa en una casilla aparte, sin marcar, y guardamos la versión del texto que aceptó y la fecha. Puede retirarla en cualquier momento, tan fácilmente como la dio: en Mi cuenta, junto a la reserva, o con el formulario de solicitud sobre sus datos; al retirarla borramos la descripción.',
      ],
    },
    {
      id: 'finalidades-y-base-de-licitud',
      heading: 'Finalidades y base de licitud de cada tratamiento',
      blocks: [
        'Tratamos sus datos solo para las finalidades siguientes, cada una con su fundamento legal:',
        PROCESSING_TABLE,
        'No vendemos, arrendamos ni cedemos sus datos, ni los usamos para publicidad de terceros o para elaborar perfiles. Si no entrega los datos necesarios para una reserva, no podremos agendar su consulta.',
      ],
    },
    {
      id: 'origen-de-los-datos',
      heading: 'Origen de los datos',
      blocks: [
        'Los datos nos los entrega usted: en los formularios del sitio (reserva, contacto, evaluaciones gratuitas, boletín, cuenta y solicitudes sobre sus datos), por correo electrónico, WhatsApp o teléfono, o en la consulta.',
        'El resultado de cada pago con tarjeta (aprobado o rechazado, código de autorización y últimos 4 dígitos de la tarjeta) nos lo informa Transbank.',
        'Si usted reserva para otra persona, por ejemplo un familiar, los datos de ella los recibimos de usted: le pedimos informarle de esta política.',
      ],
    },
    {
      id: 'destinatarios-y-transferencias',
      heading: 'Destinatarios, encargados y transferencias internacionales',
      blocks: [
        'Compartimos datos con proveedores que los tratan por cuenta del estudio (encargados), solo en lo necesario y según nuestras instrucciones. El contrato con cada uno les exige confidencialidad y seguridad, les prohíbe encargar el tratamiento a otros sin nuestra autorización escrita, les obliga a informarnos de cualquier incidente de seguridad y a eliminar o devolver los datos al terminar (artículo 15 bis):',
        PROCESSORS_TABLE,
        'Cuando la consulta es por videollamada o se envía una invitación de calendario intervienen Google Meet y Google Calendar, y cuando usted nos escribe por WhatsApp, ese servicio. Pueden tratar datos fuera de Chile y se rigen también por sus propias políticas de privacidad.',
        'Comunicamos datos a tribunales u otras autoridades solo cuando la ley lo exige, y a notarías u organismos públicos, como INAPI o SERNAC, cuando es necesario para prestar el servicio que usted nos encargó.',
        'Mensajes que le enviamos. Sobre su reserva le enviamos estos mensajes por correo electrónico, mediante nuestro servicio de envío de correo (Resend):',
        [
          'Al reservar, la confirmación: el código de la reserva, el servicio, la fecha, la hora, el valor y, si ya está asignado, el abogado que le atiende, con el archivo de calendario (.ics) y los enlaces para cambiar la hora o cancelar la reserva. Si su solicitud es urgente, la confirmación le indica que un abogado le llamará, sin archivo de calendario ni enlaces.',
          'Un recordatorio 24 horas antes de la consulta, con los mismos enlaces, y otro 2 horas antes. Si reserva con menos anticipación, no le enviamos el recordatorio cuyo momento ya pasó.',
          'Cada vez que cambia la hora de su consulta, el aviso con la hora anterior y la nueva, el archivo de calendario actualizado y los enlaces. Los recordatorios se le envían de nuevo para la nueva hora.',
          'Si paga con tarjeta, el comprobante del pago.',
          'Si declara que pagó por transferencia, la confirmación de que recibimos sus datos y de que la verificaremos antes de confirmar la reserva; después, el aviso de que la verificamos o de que la rechazamos.',
        ],
        'La confirmación, los recordatorios y los avisos de cambio de hora se los enviamos también por WhatsApp, mediante nuestra automatización de avisos (Make), que además mantiene el evento de la consulta en el calendario del estudio. Las solicitudes urgentes no reciben recordatorios ni avisos de cambio de hora.',
        'Si presenta una solicitud sobre sus datos, le enviamos por correo electrónico el código para verificar su identidad, cuando lo pide, y, cuando la respondemos, un aviso con el número de la solicitud y dónde leer la respuesta; la respuesta misma no va en el correo.',
        'Al estudio y al abogado que atiende su consulta les avisamos, por correo electrónico y mediante la automatización, de cada nueva reserva o solicitud urgente, de cada cambio de hora o de abogado y, 24 horas antes, de la consulta. Esos avisos incluyen su nombre, correo electrónico y teléfono, para poder contactarle, pero no los enlaces para cambiar o cancelar su reserva. Cuando declara una transferencia, el estudio recibe también un aviso para verificarla.',
        'El estudio recibe además una alerta cuando un pago no se completa y cuando un aviso no se pudo entregar después de 3 intentos; esta última llega por el otro medio (correo electrónico o automatización), con el código de la reserva, para revisar el aviso y reenviarlo.',
        'Ningún mensaje incluye la descripción de su caso ni su RUT. Si responde a uno de nuestros correos, su respuesta llega al estudio.',
      ],
    },
    {
      id: 'plazo-de-conservacion',
      heading: 'Plazo de conservación',
      blocks: [
        'Conservamos cada dato solo mientras lo necesita su finalidad; después lo eliminamos o lo anonimizamos, salvo que una ley nos obligue a conservarlo:',
        retentionTable(),
        [
          'Cuenta: mientras usted la mantenga. Puede eliminarla en Mi cuenta.',
          'Boletín: hasta que se dé de baja.',
          'Antecedentes de un asunto que usted nos encargó: mientras dure el encargo y, después, el tiempo necesario para atender reclamos o acciones relacionadas con él.',
        ],
        'Si pide suprimir datos que una ley nos obliga a conservar, como el registro contable de un pago, los bloqueamos: quedan guardados sin otro uso que cumplir esa obligación, y le informamos el motivo y la fecha en que termina. Al llegar esa fecha los anonimizamos, sin esperar otro plazo.',
      ],
    },
    {
      id: 'seguridad',
      heading: 'Medidas de seguridad',
      blocks: [
        'Protegemos sus datos contra el acceso no autorizado, la pérdida y la alteración con estas medidas:',
        [
          'Comunicación cifrada (HTTPS con TLS) entre su navegador y el sitio, y con nuestros proveedores.',
          'Reglas de acceso por fila en la base de datos: cada cliente ve solo sus propias reservas y datos, y cada integrante del equipo, solo lo que su función requiere.',
          'Verificación en dos pasos para el equipo del estudio: sin ella, una cuenta del equipo no accede a datos de clientes.',
          'Registro de auditoría de los accesos del equipo: queda constancia de quién consultó o modificó una reserva, un perfil o un pago, y cuándo, y nadie puede alterar ni borrar ese registro desde el sitio.',
          'Mínimo privilegio: cada persona accede solo a los datos que necesita para su trabajo, con credenciales personales.',
          'Los datos de su tarjeta nunca pasan por el estudio: el pago con tarjeta se hace íntegramente en Webpay de Transbank.',
          'Los avisos automáticos por correo electrónico y WhatsApp nunca incluyen la descripción de su caso ni su RUT.',
          'Deber de confidencialidad y secreto profesional de abogados y colaboradores, que se mantiene después de terminada la relación.',
        ],
        'Si ocurre una vulneración de seguridad que implique un riesgo razonable para sus derechos, la informaremos sin dilaciones indebidas a la Agencia de Protección de Datos Personales. Si afecta datos sensibles, datos de niños o niñas menores de 14 años o datos sobre obligaciones económicas o financieras, se lo informaremos también a usted, en lenguaje claro, con los datos afectados, sus posibles consecuencias y las medidas adoptadas.',
      ],
    },
    {
      id: 'derechos-del-titular',
      heading: 'Sus derechos y cómo ejercerlos',
      blocks: [
        'La ley le reconoce estos derechos, que son personales e irrenunciables; si el titular ha fallecido, pueden ejercerlos sus herederos:',
        [
          'Acceso: saber si tratamos datos suyos y obtenerlos, con su origen, finalidades, destinatarios y plazo de conservación.',
          'Rectificación: corregir los datos inexactos, desactualizados o incompletos. Si los comunicamos a otros, les informaremos la corrección cuando sea posible.',
          'Supresión: pedir que eliminemos sus datos cuando ya no sean necesarios, retire su consentimiento o se traten sin fundamento. No procede cuando una ley o un contrato nos obliga a conservarlos, o cuando son necesarios para formular, ejercer o defender una reclamación judicial o administrativa; en ese caso se lo explicamos y los bloqueamos.',
          'Oposición: oponerse al tratamiento basado en nuestro interés legítimo y, sin dar razones, al envío de comunicaciones comerciales, como el boletín.',
          'Portabilidad: recibir sus datos en un formato electrónico estructurado y de uso común, o que los enviemos directamente a otro responsable cuando sea técnicamente posible.',
          'Bloqueo: pedir que suspendamos temporalmente el tratamiento mientras resolvemos su solicitud de rectificación, supresión u oposición. Los datos se siguen guardando, pero no se usan.',
        ],
        {
          kind: 'paragraph',
          parts: [
            'Si tiene una cuenta, puede hacerlo usted mismo en ',
            { href: '/mi-cuenta', label: 'Mi cuenta' },
            ', sección Mis datos: descargar sus datos (acceso y portabilidad), corregir su nombre, teléfono y correo (rectificación), eliminar su cuenta (supresión) y dejar de recibir el boletín (oposición).',
          ],
        },
        {
          kind: 'paragraph',
          parts: [
            'Si no tiene cuenta, por ejemplo porque reservó sin iniciar sesión, nos escribió o está suscrito al boletín, use el ',
            { href: DATA_REQUEST_PATH, label: 'formulario de solicitud sobre sus datos' },
            `, o escríbanos a ${company.email} o por carta a la dirección postal, indicando su nombre, el derecho que ejerce, los datos a que se refiere y dónde responderle. Verificamos su identidad antes de responder, con un código enviado a su correo o con el código de su reserva y su correo, para que nadie más acceda a sus datos. Con el número de solicitud que le entregamos y su correo puede `,
            { href: DATA_REQUEST_STATUS_PATH, label: 'consultar el estado de su solicitud' },
            '.',
          ],
        },
        `Acusamos recibo de su solicitud de inmediato y le respondemos por escrito dentro de ${answerCalendarDays} días corridos desde que la recibimos. Podemos prorrogar ese plazo una sola vez, por hasta ${extensionCalendarDays} días corridos más, informándole el motivo. Una solicitud de bloqueo la respondemos dentro de ${blockingBusinessDays} días hábiles, y mientras tanto no tratamos los datos a que se refiere.`,
        'Ejercer estos derechos es gratuito: la rectificación, la supresión y la oposición siempre, y el acceso al menos una vez por trimestre. Si denegamos su solicitud, le explicaremos el motivo y cómo reclamar ante la Agencia de Protección de Datos Personales.',
      ],
    },
    {
      id: 'retiro-del-consentimiento',
      heading: 'Retiro del consentimiento',
      blocks: [
        `Cuando tratamos sus datos con su consentimiento, como en el boletín, puede retirarlo en cualquier momento, sin expresar causa y sin costo: con el enlace para darse de baja que trae cada envío, en Mi cuenta si tiene una cuenta, o escribiendo a ${company.email}. Dejamos de enviarle el boletín de inmediato.`,
        'El retiro no tiene efecto retroactivo: no afecta el tratamiento hecho antes con su consentimiento.',
      ],
    },
    {
      id: 'reclamo-ante-la-agencia',
      heading: 'Reclamo ante la Agencia de Protección de Datos Personales',
      blocks: [
        `Si denegamos su solicitud, en todo o en parte, o no le respondemos dentro de plazo, usted puede reclamar ante la Agencia de Protección de Datos Personales dentro de ${complaintBusinessDays} días hábiles desde que recibió la respuesta o desde que venció el plazo para responder.`,
        'La Agencia es el organismo público encargado de fiscalizar el cumplimiento de la ley de protección de datos personales y de resolver los reclamos de los titulares.',
      ],
    },
    {
      id: 'decisiones-automatizadas',
      heading: 'Decisiones automatizadas',
      blocks: [
        'No tomamos decisiones sobre usted basadas únicamente en el tratamiento automatizado de sus datos, ni elaboramos perfiles.',
        'Algunas operaciones del sitio son automáticas y siguen reglas que le informamos de antemano, como anular una reserva cuyo pago no se completa a tiempo para liberar el horario, pero no evalúan aspectos de su persona.',
      ],
    },
    {
      id: 'menores-de-edad',
      heading: 'Niños, niñas y adolescentes',
      blocks: [
        'Las reservas y las cuentas deben hacerlas personas mayores de 18 años o, por un menor de edad, su padre, madre o representante legal.',
        'Cuando un asunto involucra a un niño, niña o adolescente, por ejemplo en materias de familia, tratamos sus datos solo en la medida necesaria para atender el caso y en resguardo de su interés superior. Los datos de niños y niñas menores de 14 años, y los datos sensibles de adolescentes menores de 16 años, los tratamos solo con el consentimiento de su padre, madre o representante legal, salvo que la ley lo permita de otro modo.',
        `Si cree que un menor de edad nos entregó datos sin esa autorización, escríbanos a ${company.email} y los eliminaremos.`,
      ],
    },
    LOCAL_STORAGE_SECTION,
    {
      id: 'cambios-a-la-politica',
      heading: 'Cambios a esta política',
      blocks: [
        'Si cambiamos esta política, publicamos en esta página una nueva versión, con su número y su fecha de vigencia. La versión vigente es siempre la publicada aquí.',
        'Cada reserva registra la versión de la política que se le mostró al hacerla, de modo que siempre se puede saber qué texto se le informó.',
        'Si un cambio es relevante, por ejemplo una nueva finalidad o un nuevo encargado que trate datos fuera de Chile, se lo informaremos en el sitio o por correo electrónico antes de que rija y, cuando la ley lo exija, le pediremos nuevamente su consentimiento.',
        'Historial de versiones:',
        [
          `Versión ${PRIVACY_POLICY_VERSION.version}, publicada el ${formatLongDate(PRIVACY_POLICY_UPDATED)} y vigente desde el ${formatLongDate(PRIVACY_POLICY_VERSION.effective)}: detalla cada mensaje que le enviamos, por qué medio, a quién y cuándo (en «Destinatarios, encargados y transferencias internacionales»); incorpora como encargado a Resend, el servicio de envío de correo electrónico, que puede tratar sus datos fuera de Chile; y precisa qué datos recibe nuestra automatización de avisos. No cambian las finalidades ni los datos que le pedimos.`,
          `Versión 2.0, del ${formatLongDate('2026-11-23')}, para regir desde el ${formatLongDate('2026-12-01')}: la política conforme a la Ley N° 19.628, en el texto que le dio la Ley N° 21.719. No llegó a regir: la reemplaza la versión ${PRIVACY_POLICY_VERSION.version} desde esa misma fecha.`,
        ],
      ],
    },
  ],
};
