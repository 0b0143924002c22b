import type { Answers } from '../kit/answer-fields';
import { AnswerReader } from '../kit/answer-reader';
import { numberClauses, type LegalDocument } from '../kit/legal-document';
import { dataLawCitation } from './data-law';
import { fileSlug } from './shared-fields';

/**
 * Terms and conditions for an online shop under the consumer law (Ley 19.496: access to the
 * terms before buying, the 10-day withdrawal right, the 6-month legal warranty) and its privacy
 * policy with the items the data law requires to be published (Ley 19.628 as reformed by Ley
 * 21.719, in force from 1 December 2026).
 */
export function buildShopTerms(answers: Answers): LegalDocument {
  const a = new AnswerReader(answers);
  const shop = a.text('nombreTienda');
  const kind = a.raw('productos');
  const sellsGoods = kind !== 'servicios';
  const sellsServices = kind !== 'bienes';
  const newsletter = a.raw('boletin') === 'si';
  const terms = [
    {
      title: 'Quiénes somos',
      paragraphs: [
        `${shop} es operada por ${a.text('razonSocial')}, RUT ${a.rut('rutEmpresa')}, representada por ${a.text('representante')}, con domicilio en ${a.text('domicilio')} y correo ${a.text('correo')}. Estos términos rigen las compras que hagas en ${a.text('sitio')}.`,
      ],
    },
    {
      title: 'Estos términos',
      paragraphs: [
        'Puedes leer, descargar e imprimir estos términos antes de comprar. Al confirmar una compra los aceptas, y te enviaremos por correo la confirmación de tu pedido con su detalle, su precio total y estos términos (artículo 12 A de la Ley N° 19.496).',
        'Si una cláusula de estos términos contradice la Ley N° 19.496 sobre protección de los derechos de los consumidores, se aplica la ley.',
      ],
    },
    {
      title: 'Precios y pago',
      paragraphs: [
        `Los precios están en pesos chilenos e incluyen IVA. El costo de despacho se muestra antes de confirmar la compra. Puedes pagar con ${a.text('mediosPago')}.`,
        'El precio que pagas es el que aparece al confirmar tu compra. Si un producto se agota después de tu pago, te lo avisaremos y te devolveremos el total pagado, sin descuentos.',
      ],
    },
    ...(sellsGoods
      ? [
          {
            title: 'Despacho',
            paragraphs: [
              `Despachamos a ${a.text('zonas')} dentro de ${a.text('despacho')} días hábiles desde la confirmación del pago, salvo que al comprar se indique otro plazo para el producto o la zona. Si no podemos cumplir el plazo, te lo avisaremos y podrás elegir entre esperar o recibir la devolución de lo pagado.`,
            ],
          },
        ]
      : []),
    {
      title: 'Derecho a retracto',
      paragraphs: [
        [
          'Como compraste a distancia, puedes dejar sin efecto tu compra, sin dar razones, dentro de 10 días (artículo 3 bis de la Ley N° 19.496)',
          sellsGoods ? ', contados desde que recibes el producto' : '',
          sellsServices
            ? `${sellsGoods ? '; en el caso de un servicio,' : ','} contados desde que lo contratas y antes de que comience a prestarse`
            : '',
          '.',
        ].join(''),
        `Para ejercerlo, escríbenos a ${a.text('correo')} dentro de ese plazo. Te devolveremos lo pagado a la mayor brevedad y sin retenciones.`,
        ...(sellsGoods
          ? [
              'No procede el retracto en los casos que la ley exceptúa, entre ellos: productos hechos según tus especificaciones, productos perecibles, y productos sellados de uso personal o higiene que hayas abierto.',
            ]
          : []),
      ],
    },
    ...(sellsGoods
      ? [
          {
            title: 'Garantía legal',
            paragraphs: [
              'Si un producto nuevo viene con fallas o no sirve para su uso, dentro de los 6 meses siguientes a su recepción puedes elegir entre su cambio, su reparación gratuita o la devolución de lo pagado (artículos 19, 20 y 21 de la Ley N° 19.496). El plazo se suspende mientras el producto está en reparación. Esta garantía es además de cualquier garantía voluntaria del fabricante.',
            ],
          },
        ]
      : []),
    {
      title: 'Atención y reclamos',
      paragraphs: [
        `Puedes hacernos consultas y reclamos en ${a.text('correo')} o en ${a.text('domicilio')}. También puedes reclamar ante el Servicio Nacional del Consumidor (SERNAC) en www.sernac.cl, y demandar ante el juzgado de policía local de tu domicilio o del nuestro, a tu elección.`,
      ],
    },
    {
      title: 'Ley aplicable',
      paragraphs: ['Estos términos se rigen por las leyes de la República de Chile.'],
    },
  ];
  const privacy = [
    {
      title: 'Quién es responsable de tus datos',
      paragraphs: [
        `El responsable de tus datos personales es ${a.text('razonSocial')}, RUT ${a.rut('rutEmpresa')}, representada por ${a.text('representante')}. Para cualquier asunto sobre tus datos, escríbenos a ${a.text('correo')} o a ${a.text('domicilio')}.`,
      ],
    },
    {
      title: 'Qué datos tratamos, para qué y con qué base',
      paragraphs: [
        `Tratamos los datos que tú nos das al comprar o crear una cuenta: ${a.text('datos')}. No los pedimos a otras fuentes.`,
        'Los usamos para procesar y entregar tus pedidos, emitir los documentos tributarios, atender tus consultas, reclamos y garantías, y cumplir nuestras obligaciones legales. La base es la ejecución del contrato de compra que celebras con nosotros y el cumplimiento de obligaciones legales.',
        newsletter
          ? 'Solo si lo aceptas expresamente, usaremos tu correo para enviarte ofertas. Puedes retirar ese consentimiento cuando quieras, con el enlace que trae cada correo o escribiéndonos, sin costo y sin afectar tus compras.'
          : 'No usamos tus datos para enviarte publicidad.',
        'No tomamos decisiones sobre ti basadas únicamente en un tratamiento automatizado de tus datos.',
      ],
    },
    {
      title: 'Quiénes reciben tus datos',
      paragraphs: [
        `Para cumplir tu pedido compartimos los datos necesarios con ${a.text('proveedores')}. Ellos los tratan por nuestra cuenta, solo para ese fin y con obligaciones de confidencialidad y seguridad. No vendemos tus datos.`,
        a.has('extranjero')
          ? `Transferencias internacionales: ${a.raw('extranjero')}. En esos casos exigimos al proveedor, por contrato, un nivel de protección adecuado al de la ley chilena.`
          : 'Tus datos se guardan y tratan en Chile; no los transferimos al extranjero.',
      ],
    },
    {
      title: 'Por cuánto tiempo',
      paragraphs: [
        'Guardamos los datos de tus compras mientras sea necesario para cumplir el contrato y las garantías, y después por el tiempo que exigen las leyes tributarias y el de prescripción de las acciones legales. Los datos que usamos con tu consentimiento se eliminan cuando lo retiras.',
      ],
    },
    {
      title: 'Cómo protegemos tus datos',
      paragraphs: [
        'Usamos conexiones cifradas, damos acceso a tus datos solo a quien lo necesita para su trabajo y exigimos lo mismo a nuestros proveedores. Si ocurre una vulneración de seguridad que signifique un riesgo para ti, la informaremos sin demora a la Agencia de Protección de Datos Personales y, en los casos que la ley señala, también a ti.',
      ],
    },
    {
      title: 'Tus derechos',
      paragraphs: [
        `Puedes pedir acceso a tus datos, su rectificación, su supresión, oponerte a su tratamiento, pedir su portabilidad y su bloqueo temporal. Escríbenos a ${a.text('correo')} indicando tu nombre, el derecho que ejerces y los datos a que se refiere; te pediremos lo necesario para confirmar tu identidad. Te responderemos por escrito dentro de 30 días corridos, plazo que podemos prorrogar una sola vez por otros 30 días, informándote el motivo.`,
        'Si no respondemos o no estás de acuerdo con la respuesta, puedes reclamar ante la Agencia de Protección de Datos Personales.',
      ],
    },
    {
      title: 'Cambios a esta política',
      paragraphs: [
        `Esta es la versión ${a.text('version')} de esta política, publicada el ${a.date('fecha')}. Si la cambiamos, publicaremos la nueva versión con su fecha y te avisaremos de los cambios importantes.`,
      ],
    },
  ];
  return {
    title: `TÉRMINOS Y CONDICIONES Y POLÍTICA DE PRIVACIDAD DE ${shop.toUpperCase()}`,
    blocks: [
      { kind: 'part', text: 'TÉRMINOS Y CONDICIONES' },
      {
        kind: 'paragraph',
        text: `Versión ${a.text('version')}, vigente desde el ${a.date('fecha')}.`,
      },
      ...numberClauses(terms),
      { kind: 'part', text: 'POLÍTICA DE PRIVACIDAD' },
      {
        kind: 'paragraph',
        text: `Versión ${a.text('version')}, vigente desde el ${a.date('fecha')}. Se rige por ${dataLawCitation(a.raw('fecha'))}.`,
      },
      ...numberClauses(privacy),
    ],
  };
}

export const shopFileName = (answers: Answers): string =>
  ['terminos-y-privacidad', fileSlug(answers.nombreTienda ?? '')].filter(Boolean).join('-');
