import { activeOffer, LAUNCH_OFFER_ENDS_ON } from './launch-offer';
import { PLANS, type Plan } from './plans';

const offered = { price: 35000, originalPrice: 70000, offerEndsOn: '2026-12-31' };

describe('activeOffer (Ley 19.496 art. 35: a promotion states its terms and duration)', () => {
  it('shows the list price, the discount and terms that say until when, up to the last day', () => {
    expect(activeOffer(offered, '2026-12-31')).toEqual({
      originalPrice: 70000,
      endsOn: '2026-12-31',
      discount: '50% OFF',
      terms:
        'Precio de lanzamiento con 50% de descuento sobre el precio normal de $70.000, garantizado para reservas hechas hasta el 31 de diciembre de 2026.',
    });
  });

  it('stops showing by itself the day after it ends', () => {
    expect(activeOffer(offered, '2027-01-01')).toBeUndefined();
  });

  it('is no offer without an end date, or when the list price is not higher', () => {
    expect(activeOffer({ price: 35000, originalPrice: 70000 }, '2026-11-27')).toBeUndefined();
    expect(activeOffer({ ...offered, originalPrice: 35000 }, '2026-11-27')).toBeUndefined();
    expect(activeOffer({ price: 35000 }, '2026-11-27')).toBeUndefined();
  });

  it('gives every discounted plan of the catalogue an end date', () => {
    for (const [id, plan] of Object.entries(PLANS)) {
      const fields: Plan = plan;
      if (fields.originalPrice !== undefined)
        expect({ id, endsOn: fields.offerEndsOn }).toEqual({ id, endsOn: LAUNCH_OFFER_ENDS_ON });
    }
  });
});
