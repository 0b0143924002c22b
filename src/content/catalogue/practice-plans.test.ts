import { PRACTICE_AREAS } from '../practice-areas';
import { PRACTICE_PLANS } from './practice-plans';

const pageSlugs = PRACTICE_AREAS.filter((area) => area.defaultPlan).map((area) => area.slug);

describe('practice page plans', () => {
  it.each(Object.entries(PRACTICE_PLANS))(
    '%s is named after its page and sold at half its list price',
    (id, plan) => {
      expect(pageSlugs.some((slug) => id.startsWith(`${slug}-`))).toBe(true);
      expect(plan.originalPrice).toBe(plan.price * 2);
    },
  );

  it('gives every service its own name', () => {
    const names = Object.values(PRACTICE_PLANS).map((plan) => plan.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
