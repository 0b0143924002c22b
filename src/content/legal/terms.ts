import { TERMS_META } from './legal-meta';
import { company, fullAddress, minutesInWords } from '../company';
import type { LegalDocument } from './legal-document';
import { TERMS_VERSION } from './versions';
import { CLIENT_CHANGE_CUTOFF_HOURS } from '@/booking/model/client-change-limits';

export const termsDocument: LegalDocument = {
  ...TERMS_META,
  version: TERMS_VERSION.version,
  updated: TERMS_VERSION.effective,
  effective: TERMS_VERSION.effective,
  intro: `Estos términos y condiciones regulan el uso del sitio web de ${company.name} y la contratación, a través de él, de consultas legales y servicios express. Le recomendamos leerlos con atención antes de agendar: al confirmar una reserva, usted declara conocerlos y aceptarlos. En una reserva pagada, los acepta expresamente marcando la casilla correspondiente antes de pagar, y guardamos la versión aceptada y la fecha.`,
  sections: [
    {
      id: 'aceptacion-de-los-terminos',
      heading: 'Aceptación de los términos',
      blocks: [
        'El uso del sitio supone la aceptación de estos términos. Al completar y confirmar una reserva, usted manifiesta además su aceptación expresa de ellos para el servicio que contrata.',
        'De acuerdo con la Ley N° 19.799 sobre documentos electrónicos, firma electrónica y servicios de certificación de dicha firma, los actos y contratos celebrados por medios electrónicos son válidos de la misma manera que los celebrados por escrito y en soporte de papel. Su aceptación electrónica tiene, por tanto, pleno valor.',
        'Para contratar, usted debe ser mayor de 18 años y tener capacidad legal para obligarse. Si contrata en representación de una empresa, declara contar con facultades suficientes para hacerlo.',
        'Estos términos se complementan con la Política de privacidad y el Aviso legal publicados en el sitio.',
      ],
    },
    {
      id: 'descripcion-del-servicio',
      heading: 'Descripción del servicio y alcance de la asesoría',
      blocks: [
        `${company.name} es un estudio jurídico que presta servicios legales a precio fijo, de dos tipos:`,
        [
          'Servicios express: trabajo documental acotado, como la redacción y revisión de contratos, la constitución de sociedades, la solicitud de registro de marcas ante el Instituto Nacional de Propiedad Industrial (INAPI) y la presentación de reclamos ante el Servicio Nacional del Consumidor (SERNAC).',
          `Consultas especializadas: reuniones de ${company.consultationMinutes} minutos con un abogado, por videollamada o por teléfono. La modalidad presencial se anunciará próximamente; por ahora no está disponible.`,
          `Consulta de emergencia: disponible las 24 horas, todos los días, con el compromiso de que un abogado se comunique con usted en menos de ${minutesInWords(company.emergencyContactMinutes)}.`,
        ],
        `Una vez realizados el agendamiento y el pago, un abogado se comunicará con usted dentro de ${company.contactWithinHours} horas. Horario de atención: ${company.hours.label}.`,
        'Cada servicio tiene el alcance descrito en su ficha del sitio. Las gestiones no incluidas en esa descripción, como la tramitación de un juicio, requieren una cotización y un acuerdo por separado.',
        'Los artículos del blog, las calculadoras y las herramientas legales del sitio entregan información general y no constituyen asesoría legal. La relación entre abogado y cliente nace solo cuando usted confirma una reserva o contrata un servicio; la sola lectura del sitio, el uso de sus herramientas o el envío de un mensaje no la generan.',
      ],
    },
    {
      id: 'agendamiento-y-reserva',
      heading: 'Agendamiento, reserva y datos del cliente',
      blocks: [
        'Para reservar, usted debe indicar su nombre, un documento de identidad (RUT, pasaporte o documento de identidad extranjero), su correo electrónico y su teléfono y, si corresponde, la empresa que representa, junto con una breve descripción de su caso, sin datos de salud, antecedentes penales ni datos de terceros que no sean necesarios para entenderlo. También declara ser mayor de 18 años o reservar como representante de otra persona. Luego elige la fecha y hora de la atención entre los horarios disponibles.',
        'Usted declara que los datos entregados son verdaderos, completos y actuales, y que le pertenecen o que está autorizado para entregarlos. El estudio no responde por los perjuicios que deriven de datos falsos o inexactos y puede anular una reserva cuyos datos no permitan identificarle o contactarle, devolviendo lo que usted haya pagado.',
        'Mientras el pago no se confirme, la reserva queda pendiente y el horario elegido se mantiene bloqueado por 2 horas. Si en ese plazo el pago no se confirma, la reserva se anula y el horario se libera automáticamente, sin costo para usted.',
        'La reserva queda confirmada cuando se acredita el pago o, en el caso de la Consulta Gratuita, cuando usted recibe la confirmación del estudio. Le enviaremos la confirmación y un recordatorio 24 horas antes de la cita por correo electrónico y WhatsApp. Si la consulta es por videollamada, recibirá el enlace de la reunión, por ejemplo de Google Meet, en la confirmación o en la invitación de calendario.',
        'Antes de la atención, el estudio puede verificar que no exista un conflicto de intereses. Si lo hay, se lo informaremos y le devolveremos íntegramente lo pagado.',
      ],
    },
    {
      id: 'precios-y-pagos',
      heading: 'Precios y pagos',
      blocks: [
        'Conforme a la Ley N° 19.496 sobre Protección de los Derechos de los Consumidores, los precios se informan en el sitio, en pesos chilenos (CLP), antes de la contratación. El precio informado es el que usted paga por el servicio descrito. Los derechos, tasas o aranceles que cobran terceros, como las tasas de INAPI o los gastos notariales, solo están incluidos cuando la descripción del servicio lo indica expresamente y, en todo caso, se le informarán antes de incurrir en ellos.',
        'Los medios de pago disponibles son:',
        [
          'Transferencia bancaria, sin comisión. Los datos de la cuenta se le indican durante el proceso de pago; usted debe enviarnos el comprobante, por ejemplo por WhatsApp, para que verifiquemos el pago y confirmemos la reserva.',
          `Tarjeta de crédito o débito, a través de Webpay de Transbank. El pago se realiza en el entorno de Transbank: ${company.name} nunca ve ni almacena los números de su tarjeta.`,
        ],
        'Otros medios, como Mercado Pago o Bitcoin, se han anunciado como próximos, pero aún no están disponibles. Solo pueden usarse los medios habilitados en el sitio al momento de pagar.',
        'Algunos servicios, como la Consulta Gratuita, no tienen costo. El precio aplicable es el vigente al momento de confirmar la reserva, y el estudio emitirá el documento tributario que corresponda.',
      ],
    },
    {
      id: 'cancelacion-reprogramacion-e-inasistencia',
      heading: 'Cancelación, reprogramación e inasistencia',
      blocks: [
        `Usted puede cancelar o reprogramar su cita sin costo hasta ${String(CLIENT_CHANGE_CUTOFF_HOURS)} horas antes de la hora agendada, escribiendo a ${company.email}, por WhatsApp o llamando al ${company.phone}.`,
        `Si cancela dentro de ese plazo, le devolveremos el monto pagado por el mismo medio de pago o, si lo prefiere, lo aplicaremos a una nueva fecha. Las solicitudes hechas con menos de ${String(CLIENT_CHANGE_CUTOFF_HOURS)} horas de anticipación se revisarán caso a caso.`,
        'Si usted no se presenta a la cita ni avisa, la consulta se considera prestada y el monto pagado no se devuelve. Se entiende que usted no se presenta cuando, llegada la hora, no se conecta a la videollamada ni responde a los intentos de contacto del abogado.',
        'Si es el estudio quien debe cancelar o reprogramar, le avisaremos con la mayor anticipación posible y usted podrá elegir entre una nueva fecha, sin costo, o la devolución íntegra de lo pagado.',
        'Lo anterior no afecta su derecho a retracto, descrito en la sección siguiente.',
      ],
    },
    {
      id: 'derecho-a-retracto',
      heading: 'Derecho a retracto',
      blocks: [
        'Como los servicios se contratan a distancia, a través del sitio, el artículo 3 bis de la Ley N° 19.496 le permite retractarse del contrato dentro de 10 días contados desde la contratación, siempre que el servicio aún no se haya prestado.',
        `Para ejercer este derecho, escríbanos a ${company.email} indicando su nombre, el documento con que reservó y el servicio contratado. Le devolveremos las sumas pagadas, sin retención de gastos, a la mayor brevedad posible y por el mismo medio de pago.`,
        'Si la consulta se agenda para una fecha dentro de esos 10 días, podrá retractarse hasta antes de la atención. Una vez realizada la consulta, o prestado el servicio express —por ejemplo, entregado el documento o presentada la solicitud ante el organismo correspondiente—, el retracto ya no procede respecto de lo prestado.',
      ],
    },
    {
      id: 'obligaciones-del-usuario',
      heading: 'Obligaciones del usuario',
      blocks: [
        'Al usar el sitio y contratar nuestros servicios, usted se compromete a:',
        [
          'Entregar información veraz, completa y oportuna sobre su caso, junto con los documentos que el abogado le solicite: la calidad de la asesoría depende de ella.',
          'Informar desde el primer contacto cualquier plazo judicial o administrativo que esté corriendo en su asunto.',
          'Estar disponible en la fecha y hora agendadas, con una conexión a internet o señal telefónica adecuada.',
          'Pagar el precio del servicio en la forma y oportunidad informadas.',
          'No grabar ni difundir la consulta sin el consentimiento previo de quienes participan en ella.',
          'Usar el sitio y los canales de contacto de forma lícita, sin suplantar a otras personas, enviar contenido ofensivo o ilícito ni intentar vulnerar la seguridad del sitio.',
        ],
        'El incumplimiento grave de estas obligaciones permite al estudio poner término al servicio, devolviendo la parte del precio que corresponda a lo no prestado.',
      ],
    },
    {
      id: 'confidencialidad-y-secreto-profesional',
      heading: 'Confidencialidad y secreto profesional',
      blocks: [
        'Todo lo que usted comunique a nuestros abogados en la consulta, así como los antecedentes que nos entregue, está amparado por el secreto profesional del abogado y se trata de forma confidencial.',
        'El secreto profesional se mantiene después de terminado el servicio. Solo revelaremos información cuando usted lo autorice expresamente o en los casos que la ley permita o exija.',
        `Le recomendamos no compartir información sensible de su caso por canales abiertos, como comentarios en redes sociales; use el formulario de reserva, el correo ${company.email} o la propia consulta. Sus datos personales se tratan según nuestra Política de privacidad.`,
      ],
    },
    {
      id: 'limitacion-de-responsabilidad',
      heading: 'Limitación de responsabilidad',
      blocks: [
        'Nuestros abogados se obligan a prestar el servicio con diligencia y conforme a las buenas prácticas de la profesión, pero no pueden garantizar el resultado de un caso, que depende de los hechos, de la prueba, de la actuación de terceros y de lo que resuelvan los tribunales u organismos públicos, como INAPI o SERNAC.',
        'Las calculadoras y herramientas legales del sitio entregan estimaciones referenciales, a partir de los datos que usted ingresa y de supuestos generales; no reemplazan el análisis de un abogado sobre su caso concreto. Los artículos del blog tampoco son asesoría y pueden no reflejar cambios legales posteriores a su publicación.',
        'La asesoría se basa en la información que usted entrega. El estudio no responde por las consecuencias de información falsa, incompleta u omitida por usted.',
        'El estudio no responde por interrupciones del sitio ni por fallas de servicios de terceros ajenas a su control, como la conectividad o las plataformas de videollamada, mensajería o pago. Si una de esas fallas impide realizar la consulta, la reprogramaremos sin costo.',
        'Nada de lo dispuesto en esta sección limita los derechos irrenunciables que la Ley N° 19.496 reconoce a los consumidores.',
      ],
    },
    {
      id: 'propiedad-intelectual',
      heading: 'Propiedad intelectual',
      blocks: [
        `Los textos, artículos, calculadoras, diseño, logotipos y demás contenidos del sitio pertenecen a ${company.name} o a sus licenciantes y están protegidos por la Ley N° 17.336 de Propiedad Intelectual. Usted puede consultarlos y compartir enlaces a ellos para uso personal, pero no puede reproducirlos, modificarlos ni distribuirlos con fines comerciales sin autorización escrita.`,
        'Los documentos que el estudio redacte para usted, como un contrato o los estatutos de una sociedad, pueden ser usados por usted para el fin para el que fueron encargados. Los modelos, plantillas y métodos de trabajo del estudio siguen siendo de su propiedad.',
      ],
    },
    {
      id: 'modificaciones',
      heading: 'Modificaciones de los términos',
      blocks: [
        'Podemos actualizar estos términos para reflejar cambios en los servicios, en los medios de pago o en la legislación. La versión vigente es siempre la publicada en esta página, con su fecha de actualización.',
        'Los cambios no afectan las reservas ya confirmadas, que se rigen por los términos vigentes al momento de confirmarlas. Si un cambio es relevante, lo informaremos en el sitio y, si usted tiene una reserva en curso, por correo electrónico.',
      ],
    },
    {
      id: 'ley-aplicable-y-jurisdiccion',
      heading: 'Ley aplicable y jurisdicción',
      blocks: [
        'Estos términos se rigen por las leyes de la República de Chile.',
        'Cualquier controversia se someterá a los tribunales ordinarios de justicia de la ciudad de Santiago, sin perjuicio del derecho del consumidor a demandar ante el tribunal de su domicilio conforme a la Ley N° 19.496.',
        'Si usted es consumidor, también puede presentar un reclamo ante el Servicio Nacional del Consumidor (SERNAC) o ejercer sus acciones ante el Juzgado de Policía Local que corresponda. Antes de hacerlo, le invitamos a escribirnos: procuraremos resolver cualquier problema directamente.',
      ],
    },
    {
      id: 'contacto',
      heading: 'Contacto',
      blocks: [
        'Para consultas sobre estos términos, sus reservas, pagos, cancelaciones o el ejercicio del derecho a retracto, puede contactarnos por los siguientes medios:',
        [
          `Correo electrónico: ${company.email}`,
          `Teléfono: ${company.phone}`,
          'WhatsApp: desde el botón de contacto del sitio',
          `Dirección: ${fullAddress()}`,
          `Horario de atención: ${company.hours.label}`,
        ],
      ],
    },
  ],
};
