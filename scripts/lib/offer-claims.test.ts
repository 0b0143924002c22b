import { endedOffers } from './offer-claims';

const terms = (date: string) =>
  `<small>Precio de lanzamiento con 50% de descuento sobre el precio normal de $70.000, garantizado para reservas hechas hasta el ${date}.</small>`;

describe('endedOffers (Ley 19.496 art. 35: a promotion runs until the date it states)', () => {
  it('accepts an offer that runs until today or later', () => {
    expect(endedOffers(terms('31 de diciembre de 2026'), '2026-12-31')).toEqual([]);
    expect(endedOffers(terms('31 de diciembre de 2026'), '2026-11-27')).toEqual([]);
  });

  it('finds an offer the page still states after its last day', () => {
    expect(endedOffers(terms('31 de diciembre de 2026'), '2027-01-01')).toEqual(['2026-12-31']);
    expect(endedOffers(terms('1 de marzo de 2027'), '2027-03-02')).toEqual(['2027-03-01']);
  });
});
