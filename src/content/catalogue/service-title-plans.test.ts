import { HOME_SERVICE_CARDS } from './home-services';
import { PLANS } from './plans';
import {
  planForHomeServiceTitle,
  planForPremiumTitle,
  PREMIUM_PACKAGE_PLANS,
} from './service-title-plans';

describe('home service title → plan', () => {
  it.each([
    ['Derecho Laboral', 'laboral'],
    ['Derecho de Familia', 'familia'],
    ['Derecho Sucesorio', 'herencias'],
    ['Herencias', 'herencias'],
    ['Derecho Inmobiliario', 'inmobiliario'],
    ['Derecho Empresarial', 'empresarial'],
    ['Contratos', 'contratos-express'],
    ['Administración Pública', 'administracion-publica'],
    ['Derecho Tributario', 'tributario'],
    ['Compliance', 'compliance-riesgo'],
    ['Derecho Migratorio', 'migratorio'],
    ['Propiedad Intelectual', 'marcas-patentes'],
    ['Derecho del Consumidor', 'reclamos-sernac'],
    ['Penal Económico', 'penal-economico'],
    ['Derecho Corporativo', 'premium'],
    ['Servicios Express', 'contratos-express'],
    ['Sociedades Express', 'sociedades-express'],
    ['Protección de Datos', 'proteccion-datos'],
    ['Derecho Digital', 'ecommerce'],
    ['Derecho laboral', 'laboral'],
    ['Administración pública', 'administracion-publica'],
    ['penal económico', 'penal-economico'],
    ['PROPIEDAD INTELECTUAL', 'marcas-patentes'],
  ])('maps %s to %s', (title, plan) => {
    expect(planForHomeServiceTitle(title)).toBe(plan);
  });

  it.each(['Astrología', '', 'Derecho Penal'])(
    'defaults the unknown title %j to laboral',
    (title) => {
      expect(planForHomeServiceTitle(title)).toBe('laboral');
    },
  );

  it('books a plan for each of the 13 home cards, each card a different one', () => {
    expect(HOME_SERVICE_CARDS).toHaveLength(13);
    expect(new Set(HOME_SERVICE_CARDS.map((c) => c.planId)).size).toBe(13);
  });

  it('agrees with the plan of every home card', () => {
    for (const card of HOME_SERVICE_CARDS) {
      expect(planForHomeServiceTitle(card.title)).toBe(card.planId);
    }
  });
});

describe('premium page title → plan', () => {
  it.each([
    ['Legal Health Check Corporativo', 'premium-health-check'],
    ['Compliance & Protección de Datos', 'compliance'],
    ['Defensa en Fiscalizaciones & DT', 'fiscalizacion'],
    ['Escudo Legal Mensual', 'corporativo'],
    ['M&A Express', 'ma-express'],
    ['Compliance & Protección Datos', 'compliance'],
    ['Defensa Fiscalizaciones & DT', 'fiscalizacion'],
    ['Derecho Laboral', 'laboral'],
    ['Derecho de Familia', 'familia'],
    ['Marcas y Patentes', 'marcas-patentes'],
    ['Reclamos SERNAC', 'reclamos-sernac'],
    ['derecho tributario', 'tributario'],
  ])('maps %s to %s', (title, plan) => {
    expect(planForPremiumTitle(title)).toBe(plan);
  });

  it('books each package by the plan name the page shows', () => {
    for (const id of Object.values(PREMIUM_PACKAGE_PLANS)) {
      expect(planForPremiumTitle(PLANS[id].name)).toBe(id);
    }
  });

  it('books the premium business plan only as the fallback, never as a package', () => {
    expect(Object.values(PREMIUM_PACKAGE_PLANS)).not.toContain('premium');
  });

  it.each(['Plan Desconocido', '', 'Escudo Legal'])(
    'defaults the unknown title %j to premium',
    (title) => {
      expect(planForPremiumTitle(title)).toBe('premium');
    },
  );
});
