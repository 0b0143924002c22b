import { findService, SERVICES } from './services';

describe('static service catalogue', () => {
  it.each([
    ['contratos-express', 25000, '24-48 horas', 'express'],
    ['sociedades-express', 45000, '3-5 días hábiles', 'express'],
    ['marcas-patentes', 35000, '7-10 días hábiles', 'express'],
    ['reclamos-sernac', 15000, '5-7 días hábiles', 'express'],
    ['laboral', 35000, '1 hora', 'specialized'],
    ['corporativo', 50000, '1.5 horas', 'specialized'],
    ['familia', 40000, '1 hora', 'specialized'],
    ['herencias', 45000, '1.5 horas', 'specialized'],
    ['proteccion-datos', 30000, '1 hora', 'specialized'],
    ['ecommerce-compliance', 40000, '1.5 horas', 'specialized'],
  ])('lists %s at %d, %s, %s', (id, price, duration, category) => {
    expect(findService(id)).toMatchObject({ price, duration, category, currency: 'CLP' });
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
