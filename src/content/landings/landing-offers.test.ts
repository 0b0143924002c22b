import { LANDING_PLANS } from '@/content/catalogue/landing-plans';
import { EMERGENCY_PLAN, isPlanId, PLANS, type PlanId } from '@/content/catalogue/plans';
import type { NewsTeaser, ServiceOffer } from '@/content/marketing/shapes';
import { CIVIL_CONSULTATION_PLAN, CIVIL_NEWS, CIVIL_PACKAGES } from './civil';
import {
  ECONOMIC_CRIMINAL_NEWS,
  ECONOMIC_CRIMINAL_SERVICES,
  ECONOMIC_CRIMINAL_URGENT,
} from './penal-economico';
import { DEFENCE_PACKAGES, PENAL_GUIDES, PENAL_NEWS, URGENT_DEFENCE_PLAN } from './penal';
import { economicCriminalServicePlan, planFromTitle, taxServicePlan } from './title-plans';
import { TAX_BLOG_LINK, TAX_NEWS, TAX_PACKAGES, TAX_SERVICES } from './tributario';

const OFFERS: Record<string, readonly ServiceOffer[]> = {
  'civil packages': CIVIL_PACKAGES,
  'criminal packages': DEFENCE_PACKAGES,
  'tax services': TAX_SERVICES,
  'tax packages': TAX_PACKAGES,
  'economic-criminal services': ECONOMIC_CRIMINAL_SERVICES,
  'economic-criminal urgent plans': ECONOMIC_CRIMINAL_URGENT,
};

const NEWS: Record<string, readonly NewsTeaser[]> = {
  civil: CIVIL_NEWS,
  criminal: [...PENAL_NEWS, ...PENAL_GUIDES],
  tax: TAX_NEWS,
  'economic criminal': ECONOMIC_CRIMINAL_NEWS,
};

describe('landing offers', () => {
  it.each(Object.entries(OFFERS))('every one of the %s is a paid catalogue plan', (_, offers) => {
    for (const offer of offers) {
      expect(isPlanId(offer.planId)).toBe(true);
      expect(PLANS[offer.planId].price).toBeGreaterThan(0);
    }
  });

  it('sells each plan once per page section', () => {
    for (const offers of Object.values(OFFERS)) {
      const ids = offers.map((offer) => offer.planId);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('gives the tax and economic-criminal services the plan their title names', () => {
    for (const offer of [...TAX_SERVICES, ...ECONOMIC_CRIMINAL_SERVICES]) {
      expect(planFromTitle(PLANS[offer.planId].name, 'general')).toBe(offer.planId);
    }
  });

  it('prices the tax packages at half their list price, one of them the most popular', () => {
    for (const { planId } of TAX_PACKAGES) {
      const plan: { price: number; originalPrice?: number } = PLANS[planId];
      expect(plan.originalPrice).toBe(plan.price * 2);
    }
    expect(TAX_PACKAGES.filter((offer) => offer.highlighted)).toHaveLength(1);
  });

  it('prices every urgent defence like the emergency consultation', () => {
    const urgent: PlanId[] = [
      URGENT_DEFENCE_PLAN,
      ...ECONOMIC_CRIMINAL_URGENT.map((offer) => offer.planId),
    ];
    for (const id of urgent) {
      const plan: { price: number; originalPrice?: number; note?: string } = PLANS[id];
      expect(plan.price).toBe(EMERGENCY_PLAN.price);
      expect(plan.originalPrice).toBe(EMERGENCY_PLAN.originalPrice);
      expect(plan.note).toMatch(/24\/7.*menos de 1 hora/);
    }
  });

  it('prices the civil consultation like the general consultation', () => {
    expect(PLANS[CIVIL_CONSULTATION_PLAN].price).toBe(PLANS.general.price);
  });

  it('names every new plan uniquely in the catalogue', () => {
    const names = Object.values(PLANS).map((plan) => plan.name);
    for (const plan of Object.values(LANDING_PLANS)) {
      expect(names.filter((name) => name === plan.name)).toHaveLength(1);
    }
  });
});

describe('title → plan maps', () => {
  it.each([
    ['Planificación Tributaria', 'planificacion-tributaria'],
    ['Defensa ante SII', 'defensa-ante-sii'],
    ['Consultoría Empresarial', 'consultoria-empresarial'],
    ['  DEFENSA ANTE SII ', 'defensa-ante-sii'],
    ['Asesoría que no existe', 'tributario'],
    ['', 'tributario'],
  ])('books the tax service %j as %s', (title, plan) => {
    expect(taxServicePlan(title)).toBe(plan);
  });

  it.each([
    ['Defensa Penal Corporativa', 'defensa-penal-corporativa'],
    ['Compliance Penal', 'compliance-penal'],
    ['Crisis Management', 'crisis-management'],
    ['Crisis  management', 'crisis-management'],
    ['Delitos aduaneros', 'penal-economico'],
    ['toString', 'penal-economico'],
  ])('books the economic-criminal service %j as %s', (title, plan) => {
    expect(economicCriminalServicePlan(title)).toBe(plan);
  });
});

describe('landing news', () => {
  it.each(Object.entries(NEWS))('the %s page has six news cards, each linked', (_, items) => {
    expect(items).toHaveLength(6);
    for (const item of items) {
      expect(item.slug).toMatch(/^[a-z0-9-]+$/);
      expect(item.fallback).toMatch(/^\/[a-z]/);
      expect(Number.isNaN(Date.parse(item.date))).toBe(false);
    }
  });

  it('keeps the blog category as the intended target of the tax page link', () => {
    expect(TAX_BLOG_LINK.intended).toBe('/blog?categoria=tributario');
    expect(['/tributario', TAX_BLOG_LINK.intended]).toContain(TAX_BLOG_LINK.href);
  });
});
