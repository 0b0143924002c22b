import { isPlanId, PLANS } from './catalogue/plans';
import { findPracticeArea, PRACTICE_AREAS, practiceDefaultPlan } from './practice-areas';

describe('practice areas', () => {
  it.each([
    ['laboral', 20000],
    ['familia', 25000],
    ['herencias', 30000],
    ['corporativo', 25000],
    ['contratos-express', 15000],
    ['marcas-patentes', 40000],
    ['sociedades-express', 30000],
    ['proteccion-datos', 35000],
    ['ecommerce-compliance', 45000],
    ['reclamos-sernac', 18000],
  ])('books %s by default with a plan of %d', (slug, price) => {
    const plan = practiceDefaultPlan(slug);
    expect(plan && isPlanId(plan)).toBe(true);
    if (plan) expect(PLANS[plan].price).toBe(price);
  });

  it('books the tax page by default with the tax consultation', () => {
    expect(practiceDefaultPlan('tributario')).toBe('tributario');
  });

  it('has no default for an unknown page', () => {
    expect(practiceDefaultPlan('no-existe')).toBeUndefined();
  });

  it('books a real plan from every area and links every area once', () => {
    for (const area of PRACTICE_AREAS) expect(isPlanId(area.planId)).toBe(true);
    expect(new Set(PRACTICE_AREAS.map((a) => a.href)).size).toBe(PRACTICE_AREAS.length);
  });

  it('links the practice pages and landing pages of the spec', () => {
    expect(findPracticeArea('laboral')?.href).toBe('/laboral');
    expect(findPracticeArea('penal')?.href).toBe('/servicios/penal');
    expect(findPracticeArea('reclamos-sernac')?.href).toBe('/reclamos-sernac');
  });
});
