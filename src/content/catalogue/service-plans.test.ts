import { isPlanId } from './plans';
import { SERVICE_PLANS } from './service-plans';
import { SERVICES } from './services';

describe('SERVICE_PLANS', () => {
  it('books every static service through an existing plan', () => {
    expect(Object.keys(SERVICE_PLANS).sort()).toEqual(SERVICES.map((s) => s.id).sort());
    expect(Object.values(SERVICE_PLANS).every(isPlanId)).toBe(true);
  });
});
