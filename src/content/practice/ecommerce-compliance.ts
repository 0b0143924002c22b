import { DELIVERY_PROMISES } from '../catalogue/delivery-promises';
import { practiceDefaultPlan } from '../practice-areas';
import { ecommerceComplianceMeta } from './ecommerce-compliance-meta';
import type { PracticeContent } from './practice-content';
import { practiceSteps } from './steps';

export const ecommerceCompliance: PracticeContent = {
  ...ecommerceComplianceMeta,
  hero: {
    eyebrow: 'E-commerce compliance',
    title: 'Tu tienda online vendiendo dentro de la ley',
    lead: 'Redactamos los términos y condiciones y las políticas que exige la Ley 19.496 a quien vende por internet: derecho a retracto, garantía legal, información de precios y despacho.',
    highlights: [
      `Documentos listos en ${DELIVERY_PROMISES.ecommerce}`,
      'Conforme a la Ley Pro Consumidor',
      'Textos claros que tus clientes entienden',
    ],
  },
  defaultPlan: practiceDefaultPlan('ecommerce-compliance') ?? 'ecommerce',
  whatsappMessage: 'Hola, tengo una tienda online y necesito revisar sus términos.',
  services: [
    {
      planId: 'ecommerce-compliance-terminos',
      description:
        'Los términos y condiciones de tu tienda, redactados para tu operación: medios de pago, despacho, retracto, garantía y responsabilidad.',
      features: [
        'Proceso de compra y confirmación',
        'Derecho a retracto de 10 días',
        'Garantía legal de 6 meses',
        'Despacho, plazos y costos informados',
      ],
      delivery: DELIVERY_PROMISES.ecommerce,
      badge: 'Más pedido',
      highlighted: true,
      icon: 'shopping-bag',
    },
    {
      planId: 'ecommerce-compliance-devoluciones',
      description:
        'Una política de cambios y devoluciones que respeta los derechos del consumidor y es simple de aplicar para tu equipo.',
      features: [
        'Cambios voluntarios y devoluciones legales',
        'Excepciones al retracto permitidas por la ley',
        'Procedimiento y plazos de reembolso',
        'Texto para el sitio y las boletas',
      ],
      delivery: DELIVERY_PROMISES.ecommerce,
      icon: 'file-text',
    },
    {
      planId: 'ecommerce-compliance-auditoria',
      description:
        'Revisamos tu tienda completa, desde la ficha del producto hasta el correo de confirmación, y te decimos qué corregir para evitar reclamos y multas.',
      features: [
        'Revisión del flujo de compra',
        'Información de precios, promociones y stock',
        'Privacidad, cookies y comunicaciones comerciales',
        'Informe con correcciones priorizadas',
      ],
      delivery: DELIVERY_PROMISES.ecommerce,
      icon: 'shield-check',
    },
  ],
  audience: [
    'Tiendas online que parten en Shopify, WooCommerce, Jumpseller u otra plataforma',
    'Marcas que venden por redes sociales y despachan a todo Chile',
    'Tiendas que reciben reclamos por devoluciones o despachos',
    'Empresas que lanzan suscripciones o ventas con promociones',
  ],
  steps: practiceSteps(
    'Nos envías la dirección de tu tienda, cómo despachas y cobras, y los textos que usas hoy.',
    {
      title: 'Recibe tus documentos',
      text: `En ${DELIVERY_PROMISES.ecommerce} desde que tenemos la información, listos para publicar en tu sitio.`,
    },
  ),
  bring: [
    'Dirección de la tienda y plataforma que usas',
    'Medios de pago y empresas de despacho',
    'Términos, políticas y textos actuales',
    'Razón social, RUT y domicilio del vendedor',
    'Reclamos frecuentes de tus clientes',
  ],
  faqs: [
    {
      question: '¿Es obligatorio el derecho a retracto en compras por internet?',
      answer:
        'Sí. En compras a distancia el consumidor puede arrepentirse dentro de 10 días desde que recibe el producto (art. 3 bis de la Ley 19.496). Desde la Ley 21.398 (Pro Consumidor), el vendedor ya no puede excluirlo en sus términos; solo rigen las excepciones que fija el reglamento, como productos perecibles o hechos a medida.',
    },
    {
      question: '¿Cuánto dura la garantía legal?',
      answer:
        'Seis meses desde que el consumidor recibe un producto nuevo con fallas. Puede elegir entre cambio, reparación gratuita o devolución del dinero (arts. 19 a 21 de la Ley 19.496).',
    },
    {
      question: '¿Sirven unos términos copiados de otra tienda?',
      answer:
        'Suelen traer cláusulas que la ley considera abusivas o que no calzan con tu operación, y esas cláusulas no te protegen. Un texto hecho para tu tienda evita reclamos y multas.',
    },
    {
      question: '¿También revisan la política de privacidad?',
      answer:
        'La auditoría revisa privacidad y cookies. Si necesitas una política de privacidad completa, está en nuestro servicio de protección de datos.',
    },
  ],
  news: [
    {
      slug: 'ecommerce-derecho-retracto',
      fallback: '/reclamos-sernac',
      title:
        'Derecho a retracto en compras online: los 10 días, las excepciones y la devolución del dinero',
      excerpt: 'Los 10 días, las excepciones del reglamento y cómo debe devolverse el dinero.',
      date: '2026-10-16',
      readMinutes: 4,
      category: 'E-commerce',
    },
    {
      slug: 'contratos-digitales-firma-electronica',
      fallback: '/contratos-express',
      title:
        'Contratos digitales y firma electrónica en Chile: firma simple o avanzada, qué sirve para cada caso',
      excerpt:
        'Qué valor tienen los contratos aceptados con un clic y cuándo conviene la firma avanzada.',
      date: '2026-11-10',
      readMinutes: 5,
      category: 'E-commerce',
    },
    {
      slug: 'ley-21719-datos-personales',
      fallback: '/proteccion-datos',
      title:
        'Ley 21.719 de datos personales: lo que cambia para tu empresa desde el 1 de diciembre de 2026',
      excerpt: 'Consentimiento, derechos de tus clientes y seguridad de sus datos.',
      date: '2026-10-27',
      readMinutes: 6,
      category: 'E-commerce',
    },
  ],
  cta: {
    title: 'Vende con confianza',
    text: `Agenda hoy y ten tus términos y condiciones listos en ${DELIVERY_PROMISES.ecommerce}.`,
  },
};
