import { PUBLISHED_ARTICLES } from '../article-links';
import { CORPORATE_PLANS } from '../catalogue/corporate-plans';
import { getPlan, isPlanId, PLANS } from '../catalogue/plans';
import {
  planForPremiumTitle,
  PREMIUM_FALLBACK_PLAN,
  PREMIUM_PACKAGE_PLANS,
} from '../catalogue/service-title-plans';
import { CORPORATE_EXTRAS, CORPORATE_LANDING } from './corporativo';
import { DIGITAL_LANDING } from './digital';
import { REAL_ESTATE_LANDING } from './inmobiliario';
import type { LandingContent } from './landing-content';
import { blogCategoryLink, contactHref, serviceSlug } from './landing-links';
import { PREMIUM_LANDING, PREMIUM_OFFERS, PREMIUM_PACKAGE_TITLES } from './premium';

const LANDINGS: readonly LandingContent[] = [
  CORPORATE_LANDING,
  DIGITAL_LANDING,
  REAL_ESTATE_LANDING,
  PREMIUM_LANDING,
];

describe.each(LANDINGS.map((landing) => [landing.path, landing] as const))('%s', (_, landing) => {
  it('books only plans of the catalogue, each offered once', () => {
    const ids = landing.offers.map((offer) => offer.planId);
    for (const id of [...ids, landing.hero.plan]) expect(isPlanId(id)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says what it covers, for whom, how, how long, what to bring, and answers questions', () => {
    for (const list of [landing.covers, landing.audience, landing.timing, landing.bring]) {
      expect(list.length).toBeGreaterThan(0);
    }
    expect(landing.steps.length).toBeGreaterThanOrEqual(3);
    expect(landing.faqs.length).toBeGreaterThanOrEqual(3);
  });

  it('lists the page under /servicios', () => {
    expect(landing.path).toMatch(/^\/servicios\/[a-z-]+$/);
  });

  it('sends news cards to a page that exists while the blog does not', () => {
    for (const item of landing.news) {
      expect(item.fallback).toMatch(/^\/(?!blog)/);
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('types no price into its text: prices come from the plans', () => {
    const text = JSON.stringify(landing);
    expect(text).not.toMatch(/\$\s?\d/);
  });
});

describe('corporate extras', () => {
  it('are the corporate plans, each sold from an honest entry price', () => {
    expect(CORPORATE_EXTRAS.map((offer) => offer.planId).sort()).toEqual(
      Object.keys(CORPORATE_PLANS).sort(),
    );
    for (const offer of CORPORATE_EXTRAS) {
      expect(offer.planId).toMatch(/^corporativo-/);
      expect(offer.priceFrom).toBe(true);
      expect(getPlan(offer.planId).note).toMatch(
        /^Incluye .+ se cotiza .*antes de cualquier cobro/,
      );
    }
  });

  it('are not the business plans', () => {
    const plans = new Set(CORPORATE_LANDING.offers.map((offer) => offer.planId));
    expect(CORPORATE_EXTRAS.some((offer) => plans.has(offer.planId))).toBe(false);
  });
});

describe('premium page', () => {
  it('books every package by its title through the premium map, never the fallback', () => {
    PREMIUM_PACKAGE_TITLES.forEach((title, index) => {
      const plan = planForPremiumTitle(title);
      expect(plan).not.toBe(PREMIUM_FALLBACK_PLAN);
      expect(PREMIUM_OFFERS[index]?.planId).toBe(plan);
    });
    expect([...PREMIUM_PACKAGE_TITLES].sort()).toEqual(Object.keys(PREMIUM_PACKAGE_PLANS).sort());
  });

  it('shows the name of the plan it charges, and that name books the same plan', () => {
    for (const offer of PREMIUM_OFFERS) {
      expect(planForPremiumTitle(PLANS[offer.planId].name)).toBe(offer.planId);
    }
  });

  it('sells the Health Check at its own discounted price, not the premium plan', () => {
    const plan = getPlan(planForPremiumTitle('Legal Health Check Corporativo'));
    expect(plan.name).toBe('Legal Health Check Corporativo');
    expect(plan.originalPrice).toBeGreaterThan(plan.price);
    expect(plan.price).not.toBe(PLANS.premium.price);
  });
});

describe('landing links', () => {
  it.each([
    ['Due Diligence Legal', 'due-diligence-legal'],
    ['Compliance & Protección Datos', 'compliance-proteccion-datos'],
    ['  Derecho corporativo ', 'derecho-corporativo'],
  ])('slugs %j as %j', (title, slug) => {
    expect(serviceSlug(title)).toBe(slug);
  });

  it('asks the contact form for the service by its slug', () => {
    expect(contactHref('Derecho corporativo')).toBe('/contacto?servicio=derecho-corporativo');
    expect(contactHref()).toBe('/contacto');
  });

  it('keeps the blog category it means, and links to the fallback until the blog exists', () => {
    const intended = '/blog?categoria=corporativo';
    expect(blogCategoryLink('corporativo', 'Artículos', '/corporativo')).toEqual({
      label: 'Artículos',
      href: PUBLISHED_ARTICLES.size > 0 ? intended : '/corporativo',
      intended,
    });
  });
});
