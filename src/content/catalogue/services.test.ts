import { DELIVERY_PROMISES } from './delivery-promises';
import { PLANS, type Plan } from './plans';
import { findService, SERVICES } from './services';

describe('static service catalogue', () => {
  it('names and prices every service as the plan that books it', () => {
    for (const service of SERVICES) {
      const plan: Plan = PLANS[service.planId];
      expect(service.title).toBe(plan.name);
      expect(service.price).toBe(plan.price);
      expect(service.originalPrice).toBe(plan.originalPrice);
      expect(service.currency).toBe('CLP');
    }
  });

  it('gives no two services the same name', () => {
    expect(new Set(SERVICES.map((s) => s.title)).size).toBe(SERVICES.length);
  });

  it('promises the delivery times of the firm for its express services', () => {
    const promises: string[] = Object.values(DELIVERY_PROMISES);
    for (const service of SERVICES.filter((s) => s.category === 'express'))
      expect(promises).toContain(service.duration);
    expect(findService('contratos-express')?.duration).toBe(DELIVERY_PROMISES.contracts);
    expect(findService('reclamos-sernac')?.duration).toBe(DELIVERY_PROMISES.consumerClaims);
  });

  it('times every specialized service as a consultation of the firm', () => {
    for (const service of SERVICES.filter((s) => s.category === 'specialized'))
      expect(service.duration).toBe('45 minutos');
  });

  it('has ten services, each with four features and unique ids', () => {
    expect(SERVICES).toHaveLength(10);
    expect(new Set(SERVICES.map((s) => s.id)).size).toBe(10);
    for (const service of SERVICES) expect(service.features).toHaveLength(4);
  });

  it('finds nothing for an unknown id', () => {
    expect(findService('no-existe')).toBeUndefined();
    expect(findService(undefined)).toBeUndefined();
  });
});
