import type { PaymentData } from '@/booking/model/payment-data';
import { resolvePaymentOutcome, type PaymentOutcome } from './payment-outcome';

const stored: PaymentData = {
  id: '1767225600000',
  reservaId: '5f0c6a52-3c1e-4f7e-9a55-2d7f1f0b9a11',
  plan: 'familia',
  service: 'Consulta de Familia',
  category: 'Familia',
  price: '30.000',
  fecha: '2026-07-15',
  hora: '09:00',
  tipo_reunion: 'telefonica',
  cliente: { nombre: 'Ana Pérez', email: 'ana@ejemplo.cl', telefono: '+56912345678' },
};

const search = (query = '') => new URLSearchParams(query);

function success(outcome: PaymentOutcome) {
  if (outcome.kind !== 'success') throw new Error(`Esperaba éxito, no ${outcome.kind}`);
  return outcome;
}

describe('resolvePaymentOutcome', () => {
  it('reads the plan, the slot in Chilean time and the client from the stored booking', () => {
    const outcome = success(resolvePaymentOutcome({ search: search(), stored }));
    expect(outcome.purchase).toEqual({
      title: 'Consulta de Familia',
      price: 30000,
      free: false,
      duration: '45 minutos',
      delivery: false,
    });
    expect(outcome.booking).toEqual({
      reservaId: stored.reservaId,
      meetingMode: 'telefonica',
      email: 'ana@ejemplo.cl',
      slot: {
        reservaId: stored.reservaId,
        fecha: '2026-07-15',
        hora: '09:00',
        start: new Date('2026-07-15T13:00:00Z'),
      },
    });
    expect(outcome.viaCard).toBe(false);
  });

  it('reads an emergency request as a call-back, with no slot for a calendar', () => {
    const urgent = { ...stored, plan: 'emergencia', hora: '03:17', urgente: true as const };
    const outcome = success(resolvePaymentOutcome({ search: search(), stored: urgent }));
    expect(outcome.booking).toEqual({
      reservaId: stored.reservaId,
      meetingMode: 'telefonica',
      email: 'ana@ejemplo.cl',
      slot: undefined,
      urgent: { fecha: '2026-07-15', hora: '03:17', telefono: '+56912345678' },
    });
  });

  it('takes the price from the catalogue, whatever the stored text says', () => {
    const outcome = success(
      resolvePaymentOutcome({ search: search(), stored: { ...stored, price: '1' } }),
    );
    expect(outcome.purchase.price).toBe(30000);
  });

  it.each([
    ['a service', 'contratos-express', undefined],
    ['an id that is both a service and a plan', 'familia', undefined],
    ['a plan that is not a service', 'premium', undefined],
    ['an id other than the stored booking', 'laboral', stored],
  ])(
    'speaks of no payment for %s named in the URL without this browser booking it',
    (_case, serviceId, own) => {
      // Nothing says this visitor paid for it: the page must not claim a payment.
      expect(resolvePaymentOutcome({ serviceId, search: search(), stored: own }).kind).toBe(
        'no-booking',
      );
    },
  );

  it('reads an id that is both a service and a plan as the plan when the stored booking is for it', () => {
    const outcome = success(
      resolvePaymentOutcome({ serviceId: 'familia', search: search(), stored }),
    );
    expect(outcome.purchase.price).toBe(30000);
    expect(outcome.booking?.email).toBe('ana@ejemplo.cl');
    expect(outcome.booking?.reservaId).toBe(stored.reservaId);
  });

  it('prefers the plan to the service of the same id for a stored plan booking', () => {
    const outcome = success(
      resolvePaymentOutcome({
        serviceId: 'corporativo',
        search: search(),
        stored: { ...stored, plan: 'corporativo' },
      }),
    );
    // The service 'corporativo' is the Consulta Empresarial; the plan is the monthly one.
    expect(outcome.purchase).toMatchObject({ title: 'Escudo Legal Mensual', price: 800000 });
  });

  it('still confirms a free plan named in the URL, without a booking', () => {
    const outcome = success(resolvePaymentOutcome({ serviceId: 'gratis', search: search() }));
    expect(outcome.purchase).toMatchObject({ title: 'Consulta Gratuita', price: 0, free: true });
    expect(outcome.booking).toBeUndefined();
  });

  it('marks free plans and free-method bookings as free', () => {
    expect(
      success(resolvePaymentOutcome({ search: search(), stored: { ...stored, plan: 'gratis' } }))
        .purchase.free,
    ).toBe(true);
    expect(
      success(
        resolvePaymentOutcome({ search: search(), stored: { ...stored, paymentMethod: 'gratis' } }),
      ).purchase.free,
    ).toBe(true);
  });

  it('drops an impossible stored date but keeps the rest of the booking', () => {
    const outcome = success(
      resolvePaymentOutcome({ search: search(), stored: { ...stored, fecha: '2026-02-30' } }),
    );
    expect(outcome.booking).toEqual({
      reservaId: stored.reservaId,
      meetingMode: 'telefonica',
      email: 'ana@ejemplo.cl',
    });
  });

  it('reports an unknown id, in the URL or in the stored booking', () => {
    expect(resolvePaymentOutcome({ serviceId: 'no-existe', search: search(), stored }).kind).toBe(
      'unknown-service',
    );
    expect(
      resolvePaymentOutcome({ search: search(), stored: { ...stored, plan: 'no-existe' } }).kind,
    ).toBe('unknown-service');
  });

  it('reports no booking when there is neither an id nor stored data', () => {
    expect(resolvePaymentOutcome({ search: search() }).kind).toBe('no-booking');
  });

  it('flags the return from the card payment', () => {
    expect(
      success(resolvePaymentOutcome({ search: search('method=transbank&token_ws=t'), stored }))
        .viaCard,
    ).toBe(true);
  });

  it.each([
    [
      'aborted by the visitor',
      'method=transbank&TBK_TOKEN=t&TBK_ORDEN_COMPRA=PL-1&TBK_ID_SESION=1',
    ],
    ['timed out', 'method=transbank&TBK_ORDEN_COMPRA=PL-1&TBK_ID_SESION=1'],
    ['failed on the error page', 'token_ws=a&TBK_TOKEN=t&TBK_ORDEN_COMPRA=PL-1&TBK_ID_SESION=1'],
  ])('does not report success for a card payment %s', (_case, query) => {
    expect(resolvePaymentOutcome({ search: search(query), stored }).kind).toBe('cancelled');
  });
});
