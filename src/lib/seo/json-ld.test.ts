import {
  breadcrumbJsonLd,
  faqPageJsonLd,
  jsonLdGraph,
  legalServiceJsonLd,
  serializeJsonLd,
  serviceJsonLd,
} from './json-ld';

const firm = {
  name: 'Estudio',
  description: 'Abogados',
  email: 'a@b.cl',
  phone: '+56 2 1234 5678',
  address: {
    street: 'Calle 1',
    district: 'Las Condes',
    city: 'Santiago',
    region: 'RM',
    country: 'CL',
  },
  hours: { days: 'Mo-Fr', opens: '09:00', closes: '18:00' },
};

describe('JSON-LD', () => {
  it('describes the firm as a LegalService with a stable id', () => {
    const node = legalServiceJsonLd(firm, 'https://x.cl');
    expect(node).toMatchObject({
      '@type': 'LegalService',
      '@id': 'https://x.cl/#firma',
      url: 'https://x.cl/',
      openingHours: 'Mo-Fr 09:00-18:00',
      address: { addressLocality: 'Las Condes, Santiago', addressCountry: 'CL' },
    });
  });

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    const node = breadcrumbJsonLd(
      [
        { name: 'Inicio', path: '/' },
        { name: 'Términos', path: '/terminos' },
      ],
      'https://x.cl',
    );
    expect(node.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'https://x.cl/' },
      { '@type': 'ListItem', position: 2, name: 'Términos', item: 'https://x.cl/terminos' },
    ]);
  });

  it('escapes "<" so a value cannot close the script element', () => {
    const text = serializeJsonLd(jsonLdGraph([{ name: '</script><script>alert(1)</script>' }]));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({
      '@context': 'https://schema.org',
      '@graph': [{ name: '</script><script>alert(1)</script>' }],
    });
  });

  it('offers a service at its price in CLP, provided by the firm', () => {
    const node = serviceJsonLd(
      { name: 'Despido', description: 'Revisión', price: 20000, path: '/laboral' },
      'https://x.cl',
    );
    expect(node).toMatchObject({
      '@type': 'Service',
      provider: { '@id': 'https://x.cl/#firma' },
      offers: { '@type': 'Offer', price: 20000, priceCurrency: 'CLP', url: 'https://x.cl/laboral' },
    });
  });

  it('lists questions and answers as a FAQPage', () => {
    expect(faqPageJsonLd([{ question: '¿Cuánto?', answer: '$20.000' }])).toEqual({
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: '¿Cuánto?',
          acceptedAnswer: { '@type': 'Answer', text: '$20.000' },
        },
      ],
    });
  });
});
