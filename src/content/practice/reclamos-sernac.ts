import { DELIVERY_PROMISES } from '../catalogue/delivery-promises';
import { practiceDefaultPlan } from '../practice-areas';
import { reclamosSernacMeta } from './reclamos-sernac-meta';
import type { PracticeContent } from './practice-content';
import { practiceSteps } from './steps';

export const reclamosSernac: PracticeContent = {
  ...reclamosSernacMeta,
  hero: {
    eyebrow: 'Derechos del consumidor',
    title: 'Haz valer tus derechos como consumidor',
    lead: 'Un producto falló, no te devolvieron tu dinero o te cobraron algo que no contrataste. Redactamos tu reclamo con fundamento en la Ley 19.496 y te decimos cómo seguir si el proveedor no responde.',
    highlights: [
      `Reclamo listo en ${DELIVERY_PROMISES.consumerClaims}`,
      'Fundado en la Ley del Consumidor',
      'Siguiente paso claro si no hay respuesta',
    ],
  },
  defaultPlan: practiceDefaultPlan('reclamos-sernac') ?? 'reclamos-sernac',
  whatsappMessage: 'Hola, tengo un problema con una empresa y quiero reclamar.',
  services: [
    {
      planId: 'reclamos-sernac-reclamo',
      description:
        'Redactamos tu reclamo con los hechos, las normas infringidas y lo que pides, listo para presentarlo en el portal del SERNAC.',
      features: [
        'Análisis de tu caso y tus derechos',
        'Reclamo redactado con la Ley 19.496',
        'Lista de pruebas que debes adjuntar',
        'Orientación si el proveedor no responde',
      ],
      delivery: DELIVERY_PROMISES.consumerClaims,
      badge: 'Más pedido',
      highlighted: true,
      icon: 'scale',
    },
    {
      planId: 'reclamos-sernac-garantia-legal',
      description:
        'Tu producto nuevo falló dentro de 6 meses y la tienda no responde. Preparamos la exigencia de cambio, reparación o devolución del dinero.',
      features: [
        'Revisión de boletas y comunicaciones',
        'Carta formal al proveedor',
        'Elección entre cambio, reparación o devolución',
        'Reclamo ante el SERNAC si no cumplen',
      ],
      delivery: DELIVERY_PROMISES.consumerClaims,
      icon: 'shopping-bag',
    },
    {
      planId: 'reclamos-sernac-policia-local',
      description:
        'Si el reclamo no dio resultado, redactamos la denuncia y la demanda de indemnización ante el Juzgado de Policía Local competente.',
      features: [
        'Denuncia por infracción a la Ley del Consumidor',
        'Demanda de indemnización de perjuicios',
        'Ofrecimiento de pruebas',
        'Indicaciones para la audiencia',
      ],
      delivery: DELIVERY_PROMISES.consumerClaims,
      icon: 'landmark',
    },
  ],
  audience: [
    'Consumidores con productos defectuosos dentro de la garantía',
    'Compradores online a quienes no les llegó el pedido o no les devuelven el dinero',
    'Clientes con cobros indebidos de bancos, telefónicas o servicios básicos',
    'Pasajeros con vuelos cancelados o equipaje perdido',
  ],
  steps: practiceSteps(
    'Nos envías la boleta o factura, las fotos del problema y los correos o chats con la empresa.',
    {
      title: 'Recibe tu reclamo',
      text: `En ${DELIVERY_PROMISES.consumerClaims} desde que tenemos tus antecedentes, listo para presentar, con las instrucciones para hacerlo.`,
    },
  ),
  bring: [
    'Boleta, factura o comprobante de compra',
    'Fotos o videos del producto o del problema',
    'Correos, chats y números de reclamo con la empresa',
    'Contrato o condiciones del servicio, si existen',
    'Tu Clave Única, para presentar el reclamo en el SERNAC',
  ],
  faqs: [
    {
      question: '¿Cuánto dura la garantía legal?',
      answer:
        'Seis meses desde que recibes un producto nuevo con fallas (Ley 19.496, modificada por la Ley 21.398). Puedes elegir el cambio, la reparación gratuita o la devolución de lo pagado.',
    },
    {
      question: '¿El SERNAC obliga a la empresa a responder?',
      answer:
        'El SERNAC traslada tu reclamo a la empresa y le pide una respuesta, pero no puede obligarla a compensarte. Si la respuesta no te satisface, puedes ir al Juzgado de Policía Local, donde sí se pueden imponer multas e indemnizaciones.',
    },
    {
      question: '¿Necesito abogado en el Juzgado de Policía Local?',
      answer:
        'En causas de menor cuantía puedes actuar por tu cuenta. Aun así, una denuncia bien fundada y con las pruebas ordenadas tiene más posibilidades de éxito.',
    },
    {
      question: '¿Tengo derecho a retracto si compré online?',
      answer:
        'Sí, por regla general puedes arrepentirte dentro de 10 días desde que recibes el producto, salvo las excepciones del reglamento (productos perecibles, hechos a medida o de higiene sellados).',
    },
  ],
  news: [
    {
      slug: 'garantia-legal-6-meses',
      fallback: '/ecommerce-compliance',
      title: 'Garantía legal de 6 meses: cómo hacerla valer si tu producto viene con fallas',
      excerpt:
        'Cambio, reparación o devolución: tú eliges, y la tienda no puede imponerte otra opción.',
      date: '2026-10-21',
      readMinutes: 3,
      category: 'Consumidor',
    },
    {
      slug: 'ecommerce-derecho-retracto',
      fallback: '/ecommerce-compliance',
      title:
        'Derecho a retracto en compras online: los 10 días, las excepciones y la devolución del dinero',
      excerpt: 'Los 10 días para arrepentirte y las excepciones que fija el reglamento.',
      date: '2026-10-16',
      readMinutes: 4,
      category: 'Consumidor',
    },
    {
      slug: 'juzgado-policia-local-consumidor',
      fallback: '/contratos-express',
      title:
        'Demandar a una empresa en el Juzgado de Policía Local: cuándo conviene, qué pruebas llevar y qué puedes obtener',
      excerpt: 'Cuándo conviene, qué pruebas llevar y qué puedes obtener.',
      date: '2026-08-28',
      readMinutes: 5,
      category: 'Consumidor',
    },
  ],
  cta: {
    title: 'No dejes pasar el cobro',
    text: 'Agenda hoy y presenta tu reclamo con fundamento legal.',
  },
};
