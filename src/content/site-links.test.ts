import { blogSearchHref, bookingHref } from './site-links';
import { whatsappLink } from './company';

describe('site links', () => {
  it('books a plan', () => {
    expect(bookingHref('gratis')).toBe('/agendamiento?plan=gratis');
  });

  it.each([
    ['despido', '/blog?q=despido'],
    ['  pensión de alimentos ', '/blog?q=pensi%C3%B3n%20de%20alimentos'],
    ['a&b=c', '/blog?q=a%26b%3Dc'],
    ['', '/blog'],
    ['   ', '/blog'],
  ])('searches the blog for %j', (query, href) => {
    expect(blogSearchHref(query)).toBe(href);
  });

  it('prefills a WhatsApp message', () => {
    expect(whatsappLink('Hola, ¿cómo pago?')).toMatch(
      /^https:\/\/wa\.me\/\d+\?text=Hola%2C%20%C2%BFc%C3%B3mo%20pago%3F$/,
    );
    expect(whatsappLink()).toMatch(/^https:\/\/wa\.me\/\d+$/);
  });
});
