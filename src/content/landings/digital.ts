import { DIGITAL_META } from './landing-meta';
import type { LandingContent } from './landing-content';
import { blogCategoryLink, contactHref } from './landing-links';

/** /servicios/digital: legal packages for startups, online shops and technology companies. */
export const DIGITAL_LANDING: LandingContent = {
  ...DIGITAL_META,
  hero: {
    eyebrow: 'Derecho digital',
    title: 'Tu negocio digital, en regla desde el primer día',
    lead: 'Términos y condiciones, política de privacidad, contratos con desarrolladores y clientes, y protección de tu marca y tu código. Paquetes cerrados según la etapa de tu empresa.',
    plan: 'startup-legal',
    action: 'Contratar Startup Legal',
  },
  covers: [
    'Términos y condiciones y política de privacidad de tu sitio o aplicación',
    'Obligaciones de la venta a distancia ante la Ley del Consumidor (Ley 19.496), incluido el derecho a retracto',
    'Tratamiento de datos personales de clientes y usuarios (Ley 19.628 y su reforma por la Ley 21.719)',
    'Contratos de desarrollo, licencias de software, SaaS y acuerdos de confidencialidad',
    'Firma electrónica simple y avanzada de contratos (Ley 19.799)',
    'Registro de marca y protección del software ante INAPI y el registro de propiedad intelectual',
  ],
  audience: [
    'Startups que lanzan su producto o preparan una ronda de inversión',
    'Tiendas online que venden a consumidores en Chile',
    'Empresas de software y plataformas que manejan datos de terceros',
  ],
  offers: [
    {
      planId: 'startup-legal',
      description: 'Lo esencial para lanzar: documentos del sitio, sociedad y marca revisados.',
      features: [
        'Términos y condiciones y política de privacidad',
        'Acuerdo de confidencialidad y contrato con desarrolladores',
        'Revisión de disponibilidad de tu marca',
      ],
      delivery: 'Documentos en 7 a 10 días hábiles',
      icon: 'lightbulb',
    },
    {
      planId: 'ecommerce-pro',
      description: 'Tu tienda online cumpliendo la Ley del Consumidor y la de datos personales.',
      features: [
        'Términos de venta: despacho, garantía legal, cambios y retracto',
        'Política de privacidad y de cookies',
        'Revisión de los contratos con tu pasarela de pagos y operador logístico',
      ],
      delivery: 'Documentos en 10 a 15 días hábiles',
      badge: 'Más contratado',
      highlighted: true,
      icon: 'shopping-bag',
    },
    {
      planId: 'tech-enterprise',
      description: 'Para empresas de tecnología con clientes corporativos y datos sensibles.',
      features: [
        'Contrato SaaS o de licencia y acuerdo de nivel de servicio',
        'Acuerdo de tratamiento de datos con clientes y proveedores',
        'Diagnóstico de cumplimiento en datos personales con plan de acción',
      ],
      delivery: 'Entre 3 y 4 semanas',
      icon: 'globe',
    },
  ],
  steps: [
    {
      title: 'Diagnóstico',
      description: 'Revisamos tu producto, cómo vendes y qué datos recoges.',
      icon: 'lightbulb',
    },
    {
      title: 'Propuesta',
      description: 'Te decimos qué documentos necesitas y cuál paquete los cubre.',
      icon: 'file-text',
    },
    {
      title: 'Redacción',
      description: 'Escribimos los documentos a la medida de tu negocio, en lenguaje claro.',
      icon: 'scroll',
    },
    {
      title: 'Publicación',
      description: 'Te explicamos dónde publicarlos y cómo obtener la aceptación de tus usuarios.',
      icon: 'shield-check',
    },
  ],
  timing: [
    'Startup Legal: 7 a 10 días hábiles.',
    'E-commerce Pro: 10 a 15 días hábiles.',
    'Tech Enterprise: 3 a 4 semanas, según la cantidad de contratos.',
  ],
  bring: [
    'La dirección de tu sitio o aplicación, o una maqueta si aún no está publicada',
    'Cómo vendes: medios de pago, despacho y políticas de cambio actuales',
    'Qué datos personales recoges y con qué proveedores los compartes',
    'Los contratos que ya tengas con clientes, desarrolladores o inversionistas',
  ],
  faqs: [
    {
      question: '¿Puedo usar términos y condiciones copiados de otro sitio?',
      answer:
        'No es recomendable: pueden no calzar con cómo vendes, incluir cláusulas abusivas que la Ley del Consumidor declara nulas o infringir derechos de autor de otro sitio. Puedes partir con nuestro generador de términos y pedirnos la revisión.',
    },
    {
      question: '¿Mi tienda online debe ofrecer derecho a retracto?',
      answer:
        'Sí. En las compras a distancia el consumidor puede retractarse dentro de 10 días desde que recibe el producto (art. 3 bis de la Ley 19.496), y desde la Ley Pro Consumidor (Ley 21.398) ya no basta con excluirlo en los términos. Hay excepciones, como los productos hechos a medida o los perecibles; las revisamos según tu catálogo.',
    },
    {
      question: '¿La nueva ley de datos personales me afecta?',
      answer:
        'La Ley 21.719, publicada en diciembre de 2024, reformó la Ley 19.628 y crea una Agencia de Protección de Datos Personales con facultad de fiscalizar y multar; sus nuevas obligaciones rigen desde el 1 de diciembre de 2026. Si tu empresa recoge datos de clientes o usuarios, te afecta.',
    },
    {
      question: '¿Un contrato firmado electrónicamente es válido?',
      answer:
        'Sí. La Ley 19.799 da a la firma electrónica el mismo valor que la firma manuscrita para la mayoría de los contratos; algunos actos, como los que exigen escritura pública, requieren firma electrónica avanzada o notaría.',
    },
  ],
  news: [
    {
      slug: 'contratos-digitales-firma-electronica',
      fallback: '/contratos-express',
      title:
        'Contratos digitales y firma electrónica en Chile: firma simple o avanzada, qué sirve para cada caso',
      excerpt: 'Firma simple y avanzada: cuándo basta cada una y qué validez tienen.',
      date: '2026-11-10',
      readMinutes: 5,
      category: 'Digital',
      urgent: true,
    },
    {
      slug: 'ley-datos-personales-empresas',
      fallback: '/proteccion-datos',
      title: 'Qué exige a las empresas la nueva ley de datos personales: checklist para prepararte',
      excerpt: 'Bases de licitud, derechos de los titulares y la nueva agencia fiscalizadora.',
      date: '2026-10-28',
      readMinutes: 5,
      category: 'Digital',
    },
    {
      slug: 'ecommerce-derecho-retracto',
      fallback: '/ecommerce-compliance',
      title:
        'Derecho a retracto en compras online: los 10 días, las excepciones y la devolución del dinero',
      excerpt: 'Qué debe informar tu tienda y cómo devolver el dinero a tiempo.',
      date: '2026-10-16',
      readMinutes: 4,
      category: 'Digital',
    },
  ],
  related: [
    { label: 'Genera tus términos y condiciones', href: '/generador-terminos' },
    blogCategoryLink('digital', 'Artículos sobre derecho digital', '/ecommerce-compliance'),
    { label: 'Escríbenos por tu proyecto', href: contactHref('Derecho digital') },
  ],
};
