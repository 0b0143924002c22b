import type { LandingMeta } from './landing-content';

/**
 * The head of each service landing page: address, breadcrumb and search snippet. Kept apart from
 * the page's content so the page module, which is downloaded on every visit, stays small; the
 * content is in the static body.
 */
export const CORPORATE_META: LandingMeta = {
  path: '/servicios/corporativo',
  crumb: 'Derecho corporativo',
  seo: {
    title: 'Abogados corporativos para empresas: planes a precio fijo',
    description:
      'Planes legales a precio fijo para empresas: revisión de contratos, diagnóstico corporativo y acompañamiento continuo. Constitución de sociedades, due diligence y compliance.',
  },
};

export const DIGITAL_META: LandingMeta = {
  path: '/servicios/digital',
  crumb: 'Derecho digital',
  seo: {
    title: 'Abogados de derecho digital: startups, e-commerce y tecnología',
    description:
      'Paquetes legales a precio fijo para startups, tiendas online y empresas tecnológicas: términos y condiciones, privacidad, contratos de software y propiedad intelectual.',
  },
};

export const REAL_ESTATE_META: LandingMeta = {
  path: '/servicios/inmobiliario',
  crumb: 'Derecho inmobiliario',
  seo: {
    title: 'Abogados inmobiliarios: compra segura de propiedades y estudio de títulos',
    description:
      'Estudio de títulos, promesa y compraventa revisadas, inscripción en el Conservador. Paquetes a precio fijo para compradores, inversionistas y desarrolladores.',
  },
};

export const PREMIUM_META: LandingMeta = {
  path: '/servicios/premium',
  crumb: 'Servicios premium',
  seo: {
    title: 'Servicios legales premium para empresas',
    description:
      'Auditoría legal corporativa, área legal externa mensual, compraventa de empresas, compliance y defensa en fiscalizaciones: paquetes para empresas con precio publicado.',
  },
};
