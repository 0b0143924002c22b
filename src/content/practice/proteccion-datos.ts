import { DELIVERY_PROMISES } from '../catalogue/delivery-promises';
import { practiceDefaultPlan } from '../practice-areas';
import { proteccionDatosMeta } from './proteccion-datos-meta';
import type { PracticeContent } from './practice-content';
import { practiceSteps } from './steps';

export const proteccionDatos: PracticeContent = {
  ...proteccionDatosMeta,
  hero: {
    eyebrow: 'Protección de datos personales',
    title: 'Tu empresa lista para la nueva ley de datos personales',
    lead: 'La Ley 21.719 reforma la Ley 19.628, crea la Agencia de Protección de Datos Personales y fija multas por incumplimiento. Revisamos qué datos tratas y te dejamos los documentos que exige.',
    highlights: [
      `Diagnóstico en ${DELIVERY_PROMISES.dataProtection}`,
      'Documentos en lenguaje claro para tus clientes',
      'Prioridades según el riesgo real de tu negocio',
    ],
  },
  defaultPlan: practiceDefaultPlan('proteccion-datos') ?? 'proteccion-datos',
  whatsappMessage: 'Hola, necesito adecuar mi empresa a la ley de datos personales.',
  services: [
    {
      planId: 'proteccion-datos-diagnostico',
      description:
        'Revisamos qué datos personales recolecta tu empresa, con qué base legal, dónde se guardan y con quién se comparten, y te entregamos un plan de adecuación.',
      features: [
        'Inventario de datos y finalidades',
        'Bases de licitud del tratamiento',
        'Brechas frente a la Ley 21.719',
        'Plan de acción priorizado',
      ],
      delivery: DELIVERY_PROMISES.dataProtection,
      badge: 'Recomendado',
      highlighted: true,
      icon: 'shield-check',
    },
    {
      planId: 'proteccion-datos-politica-privacidad',
      description:
        'La política que informa a tus clientes qué datos tratas, para qué, por cuánto tiempo y cómo ejercer sus derechos.',
      features: [
        'Redactada según tu operación real',
        'Derechos de acceso, rectificación, supresión, oposición y portabilidad',
        'Texto para tu sitio web y formularios',
        'Una ronda de ajustes incluida',
      ],
      delivery: DELIVERY_PROMISES.dataProtection,
      icon: 'file-text',
    },
    {
      planId: 'proteccion-datos-contrato-encargo',
      description:
        'El contrato con los proveedores que tratan datos por cuenta de tu empresa: software, nube, call center, contabilidad o marketing.',
      features: [
        'Obligaciones de seguridad y confidencialidad',
        'Subencargos y transferencias internacionales',
        'Aviso de incidentes de seguridad',
        'Devolución o eliminación de los datos',
      ],
      delivery: DELIVERY_PROMISES.dataProtection,
      icon: 'globe',
    },
  ],
  audience: [
    'Empresas que guardan datos de clientes, pacientes, alumnos o trabajadores',
    'Tiendas en línea y aplicaciones que registran usuarios',
    'Empresas que envían publicidad o usan herramientas de marketing',
    'Proveedores de software que tratan datos por cuenta de sus clientes',
  ],
  steps: practiceSteps(
    'Respondes un cuestionario breve sobre los datos que recolectas y nos envías tus formularios, política actual y contratos con proveedores.',
    {
      title: 'Recibe tus documentos',
      text: `En ${DELIVERY_PROMISES.dataProtection} desde que tenemos la información, el informe o los documentos listos para usar.`,
    },
  ),
  bring: [
    'Formularios donde recolectas datos (web, papel, aplicaciones)',
    'Política de privacidad actual, si existe',
    'Lista de sistemas y proveedores que guardan datos',
    'Contratos con proveedores de software o servicios',
    'Quién responde hoy las consultas de clientes sobre sus datos',
  ],
  faqs: [
    {
      question: '¿Desde cuándo rige la Ley 21.719?',
      answer:
        'La ley se publicó el 13 de diciembre de 2024 y la Ley 19.628 reformada entra en vigencia el 1 de diciembre de 2026. Desde esa fecha rigen las nuevas obligaciones y las sanciones que aplica la Agencia de Protección de Datos Personales.',
    },
    {
      question: '¿Mi pyme también debe cumplir?',
      answer:
        'Sí. La ley se aplica a toda persona o empresa que trate datos personales, sin importar su tamaño. En los primeros 12 meses de vigencia, la Agencia puede sancionar a una empresa de menor tamaño con una amonestación escrita.',
    },
    {
      question: '¿Qué derechos tienen mis clientes?',
      answer:
        'Acceso, rectificación, supresión, oposición, portabilidad y bloqueo de sus datos. Tu empresa debe tener un canal para recibir esas solicitudes y responderlas dentro de plazo.',
    },
    {
      question: '¿Qué pasa si no me adecúo?',
      answer:
        'La ley clasifica las infracciones en leves, graves y gravísimas, con multas de hasta 5.000, 10.000 y 20.000 UTM; una gran empresa reincidente puede pagar un porcentaje de sus ventas. Además, un incidente mal manejado daña la confianza de tus clientes.',
    },
  ],
  news: [
    {
      slug: 'ley-21719-datos-personales',
      fallback: '/ecommerce-compliance',
      title:
        'Ley 21.719 de datos personales: lo que cambia para tu empresa desde el 1 de diciembre de 2026',
      excerpt:
        'Nuevos derechos, la Agencia de Protección de Datos y las obligaciones de seguridad.',
      date: '2026-10-27',
      readMinutes: 6,
      category: 'Protección de datos',
      urgent: true,
    },
    {
      slug: 'politica-privacidad-sitio-web',
      fallback: '/ecommerce-compliance',
      title: 'Qué debe decir la política de privacidad de tu sitio web según la Ley 21.719',
      excerpt: 'Finalidades, plazos de conservación, derechos y cómo ejercerlos.',
      date: '2026-09-30',
      readMinutes: 5,
      category: 'Protección de datos',
    },
    {
      slug: 'ley-compliance-obligatorio',
      fallback: '/corporativo',
      title:
        '¿Es obligatorio el compliance en Chile? Ley 20.393, delitos económicos y el modelo de prevención de delitos',
      excerpt: 'Modelos de prevención de delitos y programas de cumplimiento en Chile.',
      date: '2026-10-27',
      readMinutes: 5,
      category: 'Compliance',
    },
  ],
  cta: {
    title: 'Adelántate a la fiscalización',
    text: 'Agenda tu diagnóstico y sabrás qué te falta para cumplir la nueva ley.',
  },
};
