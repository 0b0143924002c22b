import { NOTICE_META } from './legal-meta';
import { company, fullAddress } from '../company';
import { LEGAL_DATES, type LegalDocument } from './legal-document';

export const legalNoticeDocument: LegalDocument = {
  ...NOTICE_META,
  ...LEGAL_DATES,
  intro: `Este aviso legal identifica al titular del sitio web de ${company.name} y establece las condiciones en que usted puede usarlo. Al navegar por el sitio, usted acepta estas condiciones; la contratación de servicios se rige además por los Términos y condiciones.`,
  sections: [
    {
      id: 'identificacion-del-titular',
      heading: 'Identificación del titular',
      blocks: [
        `El titular y responsable de este sitio web es ${company.name}, estudio jurídico chileno.`,
        [
          `Domicilio: ${fullAddress()}, ${company.address.region}, Chile`,
          `Correo electrónico: ${company.email}`,
          `Teléfono: ${company.phone}`,
          `Horario de atención: ${company.hours.label}`,
        ],
      ],
    },
    {
      id: 'objeto-del-sitio',
      heading: 'Objeto del sitio',
      blocks: [
        `El sitio tiene por objeto dar a conocer los servicios legales de ${company.name}, permitir el agendamiento y pago de consultas especializadas y de servicios express, y ofrecer contenidos informativos sobre temas legales, como artículos de blog, calculadoras y herramientas.`,
        'Las consultas se realizan por videollamada o por teléfono. La atención presencial aún no está disponible; se anunciará en el sitio cuando lo esté.',
      ],
    },
    {
      id: 'condiciones-de-uso',
      heading: 'Condiciones de uso',
      blocks: [
        'El acceso al sitio es libre y gratuito. Al usarlo, usted se compromete a:',
        [
          'Usarlo de forma lícita, conforme a la ley, a este aviso legal y a la buena fe.',
          'No intentar acceder sin autorización a áreas restringidas, a los sistemas del estudio o a datos de otros usuarios, ni introducir virus u otro código malicioso.',
          'No usar el sitio ni sus formularios para enviar información falsa u ofensiva, ni datos de terceros sin su autorización.',
          'No extraer contenidos de forma masiva o automatizada ni usar el sitio de un modo que afecte su funcionamiento.',
        ],
        'Podemos restringir el acceso a quien incumpla estas condiciones, sin perjuicio de las acciones legales que correspondan.',
      ],
    },
    {
      id: 'caracter-informativo-del-contenido',
      heading: 'Carácter informativo del contenido',
      blocks: [
        'Los artículos, guías, calculadoras y herramientas legales del sitio entregan información general y estimaciones referenciales. No constituyen asesoría legal ni reemplazan la opinión de un abogado sobre su caso concreto.',
        'Las normas y los criterios de los tribunales cambian, por lo que un contenido puede quedar desactualizado después de su publicación. Antes de tomar decisiones, consulte con un abogado.',
        'La lectura del sitio, el uso de sus herramientas o el envío de un mensaje no generan una relación entre abogado y cliente. Esa relación nace solo cuando usted confirma una reserva o contrata un servicio, conforme a los Términos y condiciones.',
      ],
    },
    {
      id: 'ejercicio-profesional',
      heading: 'Ejercicio profesional',
      blocks: [
        'Los servicios legales son prestados por abogados habilitados para el ejercicio de la profesión en Chile, que actúan conforme a los deberes propios de la profesión, incluido el secreto profesional respecto de lo que usted les comunique en la consulta.',
        'Las cifras y los resultados que se muestran en el sitio se refieren a casos anteriores y no garantizan el resultado de casos futuros: cada asunto depende de sus propios hechos y pruebas.',
      ],
    },
    {
      id: 'responsabilidad-por-contenidos-y-disponibilidad',
      heading: 'Responsabilidad por contenidos y disponibilidad',
      blocks: [
        `Procuramos que la información del sitio sea exacta y esté actualizada, pero no garantizamos que esté libre de errores u omisiones. ${company.name} no responde por decisiones tomadas únicamente a partir de los contenidos generales del sitio.`,
        `También procuramos que el sitio esté disponible de forma continua, pero puede interrumpirse por mantenimiento, fallas técnicas o causas ajenas a nuestro control, como fallas de conectividad o de proveedores. Si una interrupción afecta una reserva o un pago, escríbanos a ${company.email} y le ayudaremos a completarlo por otro canal.`,
        'Podemos modificar, actualizar o retirar contenidos del sitio en cualquier momento. Lo anterior es sin perjuicio de los derechos que la Ley N° 19.496 sobre Protección de los Derechos de los Consumidores reconoce a los consumidores.',
      ],
    },
    {
      id: 'enlaces-a-sitios-de-terceros',
      heading: 'Enlaces a sitios de terceros',
      blocks: [
        'El sitio puede contener enlaces a sitios de terceros, como organismos públicos (por ejemplo, INAPI o SERNAC), la plataforma de pago de Transbank o WhatsApp. Los incluimos para su comodidad, pero no controlamos esos sitios ni respondemos por sus contenidos, su disponibilidad o sus políticas de privacidad.',
        'La inclusión de un enlace no implica una recomendación ni una relación con su titular. Le recomendamos revisar las condiciones y políticas de cada sitio que visite.',
        'Usted puede enlazar a las páginas de este sitio, siempre que el enlace no sugiera una relación comercial inexistente ni presente nuestros contenidos como propios.',
      ],
    },
    {
      id: 'propiedad-intelectual-e-industrial',
      heading: 'Propiedad intelectual e industrial',
      blocks: [
        `Los contenidos del sitio —textos, artículos, calculadoras, diseño, gráficos, código y logotipos— pertenecen a ${company.name} o a sus licenciantes y están protegidos por la Ley N° 17.336 de Propiedad Intelectual.`,
        `El nombre ${company.name}, su logotipo y sus demás signos distintivos están protegidos por la normativa de propiedad industrial y no pueden usarse sin autorización previa y por escrito.`,
        `Usted puede ver, imprimir o compartir los contenidos para uso personal y no comercial, sin modificarlos y citando la fuente. Cualquier otro uso requiere autorización escrita, que puede solicitar a ${company.email}.`,
      ],
    },
    {
      id: 'proteccion-de-datos',
      heading: 'Protección de datos personales',
      blocks: [
        'Los datos personales que usted entrega en el sitio se tratan conforme al artículo 19 N° 4 de la Constitución Política de la República y a la Ley N° 19.628, sobre protección de los datos personales (texto reformado por la Ley N° 21.719).',
        'Qué datos recopilamos, para qué los usamos, con quién los compartimos y cómo puede ejercer sus derechos se explica en nuestra Política de privacidad, disponible en la dirección /privacidad de este sitio.',
        'El sitio no usa cookies de publicidad ni cookies de seguimiento de terceros.',
      ],
    },
    {
      id: 'legislacion-aplicable',
      heading: 'Legislación aplicable',
      blocks: [
        'Este aviso legal se rige por las leyes de la República de Chile.',
        'Cualquier controversia sobre el uso del sitio se someterá a los tribunales ordinarios de justicia de la ciudad de Santiago, sin perjuicio del derecho de los consumidores a demandar ante el tribunal de su domicilio conforme a la Ley N° 19.496.',
      ],
    },
    {
      id: 'contacto',
      heading: 'Contacto',
      blocks: [
        'Si tiene preguntas sobre este aviso legal o sobre el sitio, contáctenos:',
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
