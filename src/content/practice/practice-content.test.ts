import { DELIVERY_PROMISES } from '../catalogue/delivery-promises';
import { isPlanId, PLANS, type Plan } from '../catalogue/plans';
import { findPracticeArea, practiceDefaultPlan } from '../practice-areas';
import { PRACTICE_PAGES } from '.';
import { familia } from './familia';
import { laboral } from './laboral';
import { serviciosFamilia } from './servicios-familia';
import { serviciosLaboral } from './servicios-laboral';

const practicePages = PRACTICE_PAGES.filter((page) => !page.parents);

describe('practice page content', () => {
  it('finds every practice page and landing by its file, each at its own address', () => {
    expect(practicePages.map((page) => page.path)).toContain('/laboral');
    expect(PRACTICE_PAGES.map((page) => page.path)).toContain('/servicios/familia');
    expect(new Set(PRACTICE_PAGES.map((page) => page.path)).size).toBe(PRACTICE_PAGES.length);
  });

  it.each(PRACTICE_PAGES.map((page) => [page.path, page] as const))(
    '%s sells only catalogue plans, each once, with a list price above the price',
    (_path, page) => {
      const ids = page.services.map((offer) => offer.planId);
      expect(ids.every(isPlanId)).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) {
        const plan: Plan = PLANS[id];
        expect(plan.originalPrice).toBeGreaterThan(plan.price);
      }
    },
  );

  it.each(practicePages.map((page) => [page.path, page] as const))(
    '%s books by default the first of its services, the one its practice area names',
    (path, page) => {
      const area = findPracticeArea(path.slice(1));
      expect(area?.href).toBe(path);
      expect(page.defaultPlan).toBe(practiceDefaultPlan(path.slice(1)));
      expect(page.services[0]?.planId).toBe(page.defaultPlan);
    },
  );

  it('promises only the delivery times of the firm', () => {
    const promises: string[] = Object.values(DELIVERY_PROMISES);
    for (const page of PRACTICE_PAGES)
      for (const offer of page.services)
        if (offer.delivery) expect(promises).toContain(offer.delivery);
  });

  it.each([
    ['/contratos-express', DELIVERY_PROMISES.contracts],
    ['/sociedades-express', DELIVERY_PROMISES.companies],
    ['/proteccion-datos', DELIVERY_PROMISES.dataProtection],
    ['/ecommerce-compliance', DELIVERY_PROMISES.ecommerce],
    ['/reclamos-sernac', DELIVERY_PROMISES.consumerClaims],
    ['/marcas-patentes', DELIVERY_PROMISES.trademarkFiling],
  ])('%s promises %s for its main service', (path, promise) => {
    const page = PRACTICE_PAGES.find((p) => p.path === path);
    expect(page?.services[0]?.delivery).toBe(promise);
  });

  it('sells on each landing the very services of its practice page', () => {
    expect(serviciosLaboral.services).toBe(laboral.services);
    expect(serviciosFamilia.services).toBe(familia.services);
    expect(serviciosLaboral.defaultPlan).toBe(laboral.defaultPlan);
    expect(serviciosFamilia.defaultPlan).toBe(familia.defaultPlan);
  });

  it('gives every page a FAQ, a blog teaser and the sections a client needs', () => {
    for (const page of PRACTICE_PAGES) {
      expect(page.faqs.length).toBeGreaterThanOrEqual(4);
      expect(page.news.length).toBe(3);
      expect(page.audience.length).toBeGreaterThan(0);
      expect(page.bring.length).toBeGreaterThan(0);
      expect(page.steps.length).toBe(4);
      for (const item of page.news) expect(item.fallback).toMatch(/^\/[a-z]/);
    }
  });
});
