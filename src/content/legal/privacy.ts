import {
  BOOKING_DRAFT_RULES,
  DRAFT_IDLE_MS,
  PAYMENT_DATA_RULES,
  PAYMENT_RECORD_MS,
  TRANSBANK_PAYMENT_RULES,
} from '@/lib/booking/booking-records';
import { PREFERENCE_KEYS } from '@/lib/preferences/preferences';
import { PRIVACY_META } from './legal-meta';
import { company, fullAddress } from '../company';
import {
  DATA_RIGHTS_RESPONSE_BUSINESS_DAYS,
  LEGAL_DATES,
  type LegalDocument,
} from './legal-document';

/** '2 horas': a lifetime as the notice states it. */
function hours(ms: number): string {
  const count = ms / (60 * 60 * 1000);
  return `${count} ${count === 1 ? 'hora' : 'horas'}`;
}

export const privacyDocument: LegalDocument = {
  ...PRIVACY_META,
  ...LEGAL_DATES,
  intro: `En ${company.name} tratamos sus datos personales con el mismo cuidado que exige el secreto profesional. Esta política explica qué datos recopilamos cuando usted visita el sitio, agenda una consulta o contrata un servicio, para qué los usamos, con quién los compartimos, cuánto tiempo los conservamos y cómo puede ejercer sus derechos.`,
  sections: [
    {
      id: 'responsable-del-tratamiento',
      heading: 'Responsable del tratamiento',
      blocks: [
        `El responsable del tratamiento de sus datos personales es ${company.name}, estudio jurídico con domicilio en ${fullAddress()}, ${company.address.region}, Chile.`,
        `Para cualquier asunto relacionado con sus datos personales, puede escribir a ${company.email} o llamar al ${company.phone}. Horario de atención: ${company.hours.label}.`,
      ],
    },
    {
      id: 'marco-legal',
      heading: 'Marco legal',
      blocks: [
        'Esta política se ajusta a la normativa chilena sobre protección de datos personales:',
        [
          'Artículo 19 N° 4 de la Constitución Política de la República, que asegura a todas las personas el respeto y protección de su vida privada y la protección de sus datos personales.',
          'Ley N° 19.628 sobre Protección de la Vida Privada, que regula hoy el tratamiento de datos personales y los derechos de sus titulares.',
          'Ley N° 21.719, publicada en diciembre de 2024, que moderniza la protección de datos personales y crea la Agencia de Protección de Datos Personales. Entrará en vigor el 1 de diciembre de 2026, y desde ya estamos adaptando nuestras prácticas a sus exigencias.',
        ],
        'Además, la información que usted comparte con nuestros abogados en una consulta está protegida por el secreto profesional.',
      ],
    },
    {
      id: 'datos-que-recopilamos',
      heading: 'Datos que recopilamos',
      blocks: [
        'Recopilamos solo los datos necesarios para atenderle:',
        [
          'Datos de identificación y contacto: nombre, RUT, correo electrónico, teléfono y, si usted lo indica, la empresa que representa.',
          'Datos de su caso: la descripción que usted escribe al reservar y los antecedentes o documentos que entrega al abogado.',
          'Datos de la reserva: servicio elegido, modalidad (videollamada o teléfono), fecha, hora y estado de la reserva.',
          'Datos del pago: monto, medio de pago, estado de la transacción y, si paga por transferencia, el comprobante que nos envía. No recibimos ni almacenamos los números de su tarjeta, porque el pago con tarjeta lo procesa Transbank en Webpay.',
          'Comunicaciones: los mensajes que intercambia con nosotros por correo electrónico, WhatsApp o teléfono.',
          'Suscripción al boletín: su correo electrónico, solo si usted decide suscribirse.',
          'Datos técnicos mínimos que nuestros proveedores de infraestructura registran para la seguridad y el funcionamiento del sitio, como la dirección IP y la fecha y hora de acceso.',
        ],
        'La descripción de su caso puede incluir datos sensibles, como información sobre su estado de salud. Le pedimos incluir solo lo necesario para que el abogado entienda su consulta; esos datos se tratan con estricta reserva y bajo secreto profesional.',
      ],
    },
    {
      id: 'finalidades',
      heading: 'Finalidades del tratamiento',
      blocks: [
        'Usamos sus datos para:',
        [
          'Gestionar su reserva: bloquear el horario elegido, confirmarla y, si el pago no se completa en 2 horas, liberarla.',
          `Contactarle para coordinar la atención: un abogado se comunica con usted dentro de ${company.contactWithinHours} horas desde la reserva y el pago.`,
          'Prestar el servicio contratado: estudiar su caso, realizar la consulta y preparar los documentos o gestiones encargados.',
          'Procesar y verificar los pagos y emitir los documentos tributarios que correspondan.',
          'Enviarle confirmaciones y recordatorios, 24 horas antes de la cita, por correo electrónico y WhatsApp, además de las invitaciones de calendario y los enlaces de videollamada.',
          'Responder sus consultas y solicitudes, incluidas las relativas a sus datos personales.',
          'Enviarle nuestro boletín, solo si usted lo autorizó.',
          'Cumplir obligaciones legales, contables y tributarias, y ejercer o defender derechos en procedimientos judiciales o administrativos.',
          'Proteger la seguridad del sitio y prevenir fraudes o usos indebidos.',
        ],
        'No vendemos, arrendamos ni cedemos sus datos, ni los usamos para publicidad de terceros o para elaborar perfiles comerciales.',
      ],
    },
    {
      id: 'base-de-licitud',
      heading: 'Base de licitud',
      blocks: [
        'Conforme a la Ley N° 19.628, tratamos sus datos sobre las siguientes bases:',
        [
          'Su consentimiento, que usted otorga al completar el formulario de reserva o al suscribirse al boletín. Puede revocarlo en cualquier momento, sin efecto retroactivo.',
          'La ejecución del contrato de servicios que celebra con nosotros y de las gestiones previas que usted solicita, como la reserva de una hora.',
          'El cumplimiento de obligaciones legales, por ejemplo en materia tributaria, y de los requerimientos de autoridades competentes.',
        ],
        'Si usted revoca su consentimiento o no entrega los datos necesarios para la reserva, es posible que no podamos prestarle el servicio.',
      ],
    },
    {
      id: 'destinatarios-y-transferencias',
      heading: 'Destinatarios, encargados y transferencias internacionales',
      blocks: [
        'Para operar el sitio y prestar los servicios, compartimos datos con proveedores que actúan como encargados de tratamiento, solo en la medida necesaria y para las finalidades indicadas:',
        [
          'Proveedor de alojamiento y base de datos en la nube (Supabase), donde se almacenan las reservas y los datos que usted entrega en el sitio.',
          'Transbank, que procesa los pagos con tarjeta de crédito o débito a través de Webpay.',
          'Plataforma de automatización (Make), que envía las confirmaciones y recordatorios por correo electrónico y WhatsApp.',
          'Google, cuando la consulta se realiza por Google Meet o se agenda mediante Google Calendar.',
          'WhatsApp, para las comunicaciones y el envío de comprobantes de transferencia por ese canal.',
        ],
        'También podemos comunicar datos a tribunales u otras autoridades cuando la ley lo exija, y a notarías u organismos públicos, como INAPI o SERNAC, cuando sea necesario para prestar el servicio que usted encargó.',
        'Algunos de estos proveedores, entre ellos nuestro proveedor de base de datos, pueden almacenar o procesar datos fuera de Chile, lo que constituye una transferencia internacional de datos. Al aceptar esta política, usted consiente en ella. Elegimos proveedores que ofrecen garantías adecuadas de seguridad y confidencialidad, y solo les entregamos los datos necesarios.',
      ],
    },
    {
      id: 'plazo-de-conservacion',
      heading: 'Plazo de conservación',
      blocks: [
        'Conservamos sus datos solo durante el tiempo necesario para las finalidades para las que fueron recopilados:',
        [
          'Datos de reservas, pagos y servicios prestados: mientras dure la relación profesional y, después, durante los plazos que exijan las normas tributarias y contables o que sean necesarios para atender reclamos o acciones legales.',
          'Reservas no pagadas: el horario se libera automáticamente a las 2 horas, y los datos se conservan solo el tiempo necesario para atender consultas sobre esa reserva.',
          'Boletín: hasta que usted se desuscriba, lo que puede hacer en cualquier momento.',
        ],
        'Cumplidos esos plazos, eliminamos los datos o los anonimizamos de forma que ya no permitan identificarle.',
      ],
    },
    {
      id: 'derechos-del-titular',
      heading: 'Sus derechos y cómo ejercerlos',
      blocks: [
        'Como titular de los datos, la Ley N° 19.628 le reconoce los siguientes derechos:',
        [
          'Acceso: saber qué datos suyos tratamos, su origen, la finalidad del tratamiento y a quiénes se comunican.',
          'Rectificación: pedir que modifiquemos los datos erróneos, inexactos, equívocos o incompletos.',
          'Cancelación: pedir que eliminemos sus datos cuando su tratamiento carezca de fundamento legal o hayan caducado, o cuando los haya entregado voluntariamente y ya no desee que los tratemos.',
          'Bloqueo: pedir que suspendamos temporalmente el tratamiento, por ejemplo mientras se revisa la exactitud de sus datos.',
          'Oposición: oponerse a que sus datos se usen para determinados fines, como el envío de comunicaciones comerciales.',
        ],
        'También puede revocar en cualquier momento el consentimiento que haya otorgado.',
        `Para ejercer cualquiera de estos derechos, escríbanos a ${company.email} indicando su nombre, RUT, el derecho que desea ejercer y, si corresponde, los datos a que se refiere. Podemos pedirle antecedentes adicionales para verificar su identidad, con el único fin de proteger sus datos. El ejercicio de estos derechos es gratuito.`,
        'Si no tiene una cuenta en el sitio (por ejemplo, si reservó sin registrarse, nos escribió o se suscribió a nuestras novedades), también puede presentar su solicitud en el formulario de la página /privacidad/solicitud: verificamos su identidad con el código de su reserva o con un código que le enviamos por correo, y le indicamos de inmediato el número de su solicitud y la fecha en que le responderemos.',
        `Responderemos su solicitud dentro de ${DATA_RIGHTS_RESPONSE_BUSINESS_DAYS} días hábiles desde su recepción. Ello es sin perjuicio de las acciones que la ley le concede: si su solicitud no es respondida dentro de plazo o es denegada, usted puede recurrir ante los tribunales de justicia mediante la acción de habeas data.`,
        'Cuando entre en vigor la Ley N° 21.719, el 1 de diciembre de 2026, usted podrá ejercer además los derechos que ella incorpora, como la portabilidad de sus datos, y reclamar ante la Agencia de Protección de Datos Personales. Estamos adaptando nuestros procesos para atender esas solicitudes desde esa fecha.',
      ],
    },
    {
      id: 'seguridad',
      heading: 'Seguridad de los datos',
      blocks: [
        'Aplicamos medidas técnicas y organizativas razonables para proteger sus datos contra el acceso no autorizado, la pérdida o la alteración:',
        [
          'Comunicación cifrada entre su navegador y el sitio (HTTPS).',
          'Acceso a la base de datos restringido al personal del estudio que lo necesita para su trabajo, con credenciales personales.',
          'Pagos con tarjeta procesados íntegramente por Transbank: nunca vemos ni guardamos los números de su tarjeta.',
          'Deber de confidencialidad y secreto profesional de nuestros abogados y colaboradores.',
        ],
        'Ningún sistema es completamente invulnerable. Si ocurre un incidente de seguridad que afecte sus datos, adoptaremos de inmediato medidas para contenerlo y se lo informaremos cuando corresponda.',
      ],
    },
    {
      id: 'menores-de-edad',
      heading: 'Menores de edad',
      blocks: [
        'Nuestros servicios están dirigidos a personas mayores de 18 años, y no recopilamos a sabiendas datos de menores de edad a través del sitio.',
        'Cuando un asunto involucre a un niño, niña o adolescente, por ejemplo en materias de familia, la reserva debe hacerla su padre, madre o representante legal. Los datos del menor se tratarán solo en la medida necesaria para atender el caso y en resguardo de su interés superior.',
        `Si cree que un menor de edad nos ha entregado datos sin autorización, escríbanos a ${company.email} y los eliminaremos.`,
      ],
    },
    {
      id: 'almacenamiento-local-y-cookies',
      heading: 'Almacenamiento local y cookies',
      blocks: [
        'El sitio no usa cookies de publicidad ni cookies de seguimiento de terceros.',
        'Sí guarda algunos datos en su propio navegador, con fines estrictamente funcionales. No se envían a terceros, y los que contienen datos personales se guardan solo en la pestaña en que usted reserva (sessionStorage), de modo que se borran al cerrarla:',
        [
          `Borrador de la reserva (sessionStorage, clave «${BOOKING_DRAFT_RULES.key}»): lo que usted escribe en el formulario de reserva (nombre, RUT, correo electrónico, teléfono, empresa y descripción de su caso) y la fecha, hora y modalidad elegidas, para que no se pierdan si recarga la página, vuelve al paso anterior o se produce un error. Se borra al cerrar la pestaña, tras ${hours(DRAFT_IDLE_MS)} sin actividad, en cuanto la reserva queda hecha y al cerrar sesión.`,
          `Datos de la reserva para el pago (sessionStorage, claves «${PAYMENT_DATA_RULES.key}» y «${TRANSBANK_PAYMENT_RULES.key}»): el resumen de la reserva recién hecha (servicio, fecha, hora, modalidad, nombre y datos de contacto y, si paga con tarjeta, la orden de pago), para mostrar la página de pago y la confirmación. Se borran al cerrar la pestaña, ${hours(PAYMENT_RECORD_MS)} después de hecha la reserva (lo que dura la reserva de la hora sin pago) y al cerrar sesión. El precio se toma siempre de nuestro catálogo, nunca de lo guardado.`,
          `Preferencias (localStorage, claves «${PREFERENCE_KEYS.theme}» y «${PREFERENCE_KEYS.accessibility}»): el tema visual y los ajustes de accesibilidad, para aplicarlos en sus próximas visitas. No contienen datos personales y se conservan hasta que usted los cambie o borre los datos del sitio.`,
          'Sesión iniciada (localStorage, clave «auth-session», o «sb-…-auth-token» cuando el sitio opera con Supabase): su identificador de usuario, su correo electrónico y las credenciales de la sesión, solo si inicia sesión. Se conservan mientras la sesión esté abierta y se borran al cerrar sesión.',
          'Cuenta en la barra superior (localStorage, clave «cuenta»): su nombre, su correo electrónico y su rol, para mostrar su cuenta en la barra superior sin consultar al servidor. Se guarda al iniciar sesión y se borra al cerrarla.',
          'Configuración del panel de notificaciones (localStorage, clave «notificacionesConfig»), solo para el personal del estudio: opciones de envío, sin datos de clientes.',
        ],
        'El borrador y los datos de la reserva quedan asociados a quien los ingresó: la cuenta con la que inició sesión o, sin sesión, un visitante anónimo. Si en la misma pestaña inicia sesión otra persona, o cierra la sesión quien reservó, se eliminan y no se muestran a nadie más.',
        'Puede borrar toda esta información en cualquier momento desde la configuración de su navegador; si lo hace, se perderán sus preferencias y el borrador de la reserva. Si usa un computador compartido, cierre la pestaña al terminar y, si inició sesión, cierre la sesión.',
        'Al pagar con tarjeta, usted es dirigido a Webpay, y las videollamadas pueden realizarse en Google Meet. Esos servicios pueden usar sus propias cookies, que se rigen por las políticas de Transbank y de Google.',
      ],
    },
    {
      id: 'cambios-a-la-politica',
      heading: 'Cambios a esta política',
      blocks: [
        'Podemos modificar esta política para reflejar cambios en nuestros servicios, en nuestros proveedores o en la ley, en particular con la entrada en vigor de la Ley N° 21.719. La versión vigente es siempre la publicada en esta página, con su fecha de actualización.',
        'Si los cambios son relevantes, se lo informaremos en el sitio o por correo electrónico y, cuando la ley lo exija, le pediremos nuevamente su consentimiento.',
      ],
    },
    {
      id: 'contacto',
      heading: 'Contacto',
      blocks: [
        'Si tiene preguntas sobre esta política o sobre el tratamiento de sus datos, contáctenos:',
        [
          `Correo electrónico: ${company.email}`,
          `Teléfono: ${company.phone}`,
          `Dirección: ${fullAddress()}`,
          `Horario de atención: ${company.hours.label}`,
        ],
      ],
    },
  ],
};
