import { CORPORATE_META } from './landing-meta';
import type { LandingContent, LandingOffer } from './landing-content';
import { blogCategoryLink, contactHref } from './landing-links';

/** /servicios/corporativo: business plans, extras sold from an entry price, and how it works. */
export const CORPORATE_EXTRAS: readonly LandingOffer[] = [
  {
    planId: 'corporativo-constitucion',
    description:
      'Creamos tu sociedad con estatutos pensados para tu negocio, no un formulario tipo.',
    features: [
      'Elección del tipo social (SpA, SRL, EIRL) según socios y planes',
      'Estatutos, inscripción y obtención de RUT',
      'Por el Registro de Empresas y Sociedades (Ley 20.659) o por escritura pública',
    ],
    delivery: 'Entre 3 y 5 días hábiles desde que tenemos los datos de los socios',
    icon: 'building',
    priceFrom: true,
  },
  {
    planId: 'corporativo-contratos',
    description: 'Redactamos o revisamos un contrato con clientes, proveedores o distribuidores.',
    features: ['Cláusulas de pago, plazo, término y responsabilidad', 'Una ronda de ajustes'],
    delivery: 'Entre 3 y 5 días hábiles',
    icon: 'file-text',
    priceFrom: true,
  },
  {
    planId: 'corporativo-due-diligence',
    description: 'Revisión legal de una empresa antes de comprarla, invertir en ella o fusionarte.',
    features: [
      'Sociedad, poderes, contratos, juicios y deudas laborales',
      'Informe de riesgos con recomendaciones para la negociación',
    ],
    delivery: 'Entre 2 y 4 semanas, según el volumen de documentos',
    icon: 'shield-check',
    priceFrom: true,
  },
  {
    planId: 'corporativo-pacto-accionistas',
    description: 'Reglas claras entre socios antes de que haya un conflicto.',
    features: [
      'Entrada y salida de socios, derechos de arrastre y de acompañamiento',
      'Toma de decisiones y solución de conflictos',
    ],
    delivery: 'Entre 1 y 2 semanas',
    icon: 'users',
    priceFrom: true,
  },
  {
    planId: 'corporativo-reorganizacion',
    description:
      'Fusión con otra sociedad, división en dos o más, o transformación en otro tipo social (por ejemplo, de SRL a SpA).',
    features: [
      'Estudio de la operación junto a tu contador',
      'Acuerdos, escritura, inscripción y publicación',
    ],
    delivery: 'Entre 2 y 4 semanas',
    icon: 'scroll',
    priceFrom: true,
  },
  {
    planId: 'corporativo-modelo-prevencion',
    description:
      'Modelo de prevención de delitos para la responsabilidad penal de la empresa (Ley 20.393).',
    features: [
      'Matriz de riesgos de tu operación',
      'Políticas, canal de denuncias y designación del encargado de prevención',
    ],
    delivery: 'Entre 3 y 6 semanas',
    icon: 'landmark',
    priceFrom: true,
  },
];

export const CORPORATE_LANDING: LandingContent = {
  ...CORPORATE_META,
  hero: {
    eyebrow: 'Derecho corporativo',
    title: 'Un equipo legal para tu empresa, con precio conocido de antemano',
    lead: 'Revisamos tu sociedad y tus contratos, te decimos qué arreglar primero y lo resolvemos. Planes cerrados para pymes y empresas en crecimiento, sin horas facturadas por sorpresa.',
    plan: 'premium',
    action: 'Contratar el Plan Premium',
  },
  covers: [
    'Estructura de la sociedad: estatutos, socios, poderes y administración',
    'Contratos con clientes, proveedores, distribuidores y trabajadores clave',
    'Cumplimiento: responsabilidad penal de la empresa, datos personales y obligaciones laborales',
    'Operaciones: entrada de inversionistas, compra y venta de empresas, reorganizaciones',
  ],
  audience: [
    'Emprendedores que van a formar una sociedad o sumar socios',
    'Pymes que operan con contratos tipo o sin contratos escritos',
    'Empresas que reciben inversión o preparan una venta',
    'Gerencias que necesitan un abogado de confianza sin contratar uno a tiempo completo',
  ],
  offers: [
    {
      planId: 'basico',
      description: 'Revisión legal de tu empresa y de sus contratos principales.',
      features: [
        'Revisión de estatutos y poderes vigentes',
        'Revisión de hasta 3 contratos principales',
        'Informe escrito con los riesgos y cómo corregirlos',
      ],
      delivery: 'Informe en 10 días hábiles',
      icon: 'briefcase',
    },
    {
      planId: 'premium',
      description: 'Diagnóstico corporativo completo con un plan de acción priorizado.',
      features: [
        'Todo lo del Plan Básico',
        'Revisión laboral, tributaria básica y de datos personales',
        'Plan de acción por prioridad y una reunión de cierre con la gerencia',
      ],
      delivery: 'Informe en 15 días hábiles',
      badge: 'Más contratado',
      highlighted: true,
      icon: 'shield-check',
    },
    {
      planId: 'enterprise',
      description: 'Acompañamiento legal integral para empresas en crecimiento.',
      features: [
        'Todo lo del Plan Premium',
        'Corrección de los documentos que el diagnóstico marque como urgentes',
        'Abogado asignado durante 3 meses para consultas de la gerencia',
      ],
      delivery: 'Diagnóstico en 15 días hábiles y 3 meses de acompañamiento',
      icon: 'building',
    },
  ],
  steps: [
    {
      title: 'Reunión inicial',
      description: 'Conocemos tu empresa, tus socios y lo que te preocupa.',
      icon: 'users',
    },
    {
      title: 'Revisión de documentos',
      description: 'Estudiamos estatutos, poderes y contratos que nos envíes.',
      icon: 'file-text',
    },
    {
      title: 'Informe y plan de acción',
      description: 'Te entregamos por escrito qué riesgos hay y en qué orden resolverlos.',
      icon: 'scroll',
    },
    {
      title: 'Ejecución',
      description: 'Corregimos documentos y te acompañamos en las decisiones que vengan.',
      icon: 'shield-check',
    },
  ],
  timing: [
    'Plan Básico: informe en 10 días hábiles desde que recibimos los documentos.',
    'Plan Premium y Enterprise: informe en 15 días hábiles.',
    'Constitución de sociedad: entre 3 y 5 días hábiles con los datos completos de los socios.',
  ],
  bring: [
    'Escritura o estatutos de la sociedad y sus modificaciones',
    'Certificado de vigencia y de poderes (o acceso al Registro de Empresas y Sociedades)',
    'Los contratos que más usas con clientes y proveedores',
    'Cédula de identidad de los socios y del representante legal',
  ],
  faqs: [
    {
      question: '¿Qué incluye exactamente el precio de un plan?',
      answer:
        'El trabajo descrito en el plan, sin horas adicionales. Si durante la revisión aparece algo fuera de ese alcance, como un juicio, te enviamos una cotización por escrito y no hacemos ni cobramos nada sin tu aprobación.',
    },
    {
      question: '¿Qué significa «desde» en los servicios adicionales?',
      answer:
        'El precio publicado compra el alcance indicado en cada servicio, por ejemplo una sociedad de hasta 4 socios. Es lo que pagas al contratar. Si tu caso es más grande, te cotizamos antes de cualquier cobro.',
    },
    {
      question: '¿Qué tipo de sociedad me conviene?',
      answer:
        'Depende de cuántos socios son, si entrarán inversionistas y cómo quieren administrar. La SpA es flexible y admite un solo accionista; la SRL exige al menos dos socios. Lo vemos contigo en la reunión inicial.',
    },
    {
      question: '¿Mi empresa necesita un modelo de prevención de delitos?',
      answer:
        'La Ley 20.393 hace responsables penalmente a las empresas por ciertos delitos de sus trabajadores y directivos; la Ley 21.595 de delitos económicos amplió esa lista. Un modelo de prevención bien implementado permite a la empresa defenderse. Te decimos si tu operación lo requiere.',
    },
    {
      question: '¿Trabajan con empresas fuera de Santiago?',
      answer:
        'Sí. Las reuniones son por videollamada y los documentos se firman electrónicamente o en la notaría que te quede más cerca.',
    },
  ],
  news: [
    {
      slug: 'constituir-empresa-chile-2025',
      fallback: '/sociedades-express',
      title:
        'Cómo constituir una empresa en Chile: tipos de sociedad, trámites, costos y errores comunes',
      excerpt: 'Tipos de sociedad, trámite digital o notarial, costos y lo que viene después.',
      date: '2026-10-20',
      readMinutes: 7,
      category: 'Corporativo',
    },
    {
      slug: 'sociedades-comerciales',
      fallback: '/corporativo',
      title: 'Tipos de sociedades comerciales en Chile: SpA, Ltda., EIRL y S.A. comparadas',
      excerpt: 'Qué cambia entre cada tipo de sociedad y cuándo conviene cada una.',
      date: '2026-09-29',
      readMinutes: 5,
      category: 'Corporativo',
    },
    {
      slug: 'beneficios-pyme',
      fallback: '/tributario',
      title: 'Beneficios tributarios para pymes en Chile: régimen Pro Pyme y otras herramientas',
      excerpt: 'El régimen pro pyme y lo que tu empresa debe revisar antes de la operación renta.',
      date: '2026-07-14',
      readMinutes: 4,
      category: 'Tributario',
    },
  ],
  related: [
    { label: 'Calcula el costo de crear tu sociedad', href: '/calculadora-sociedades' },
    { label: 'Servicios premium para empresas', href: '/servicios/premium' },
    blogCategoryLink('corporativo', 'Artículos sobre derecho corporativo', '/corporativo'),
    { label: 'Escríbenos por tu caso', href: contactHref('Derecho corporativo') },
  ],
};
