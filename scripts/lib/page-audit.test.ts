import { describe, expect, it } from 'vitest';
import { internalPath, isPageOfSite, offeredPrices, pageProblems, readPage } from './page-audit';

const page = ({
  head = '<title>Laboral | Punto Legal</title><meta name="description" content="Despidos"/><link rel="canonical" href="https://puntolegal.cl/laboral"/>',
  main = '<h1>Derecho laboral</h1><p>Despido: $20.000</p>',
  jsonLd = [
    { '@type': 'BreadcrumbList', itemListElement: [] },
    { '@type': 'Service', offers: { '@type': 'Offer', price: 20000, priceCurrency: 'CLP' } },
  ] as unknown[],
} = {}) =>
  `<html><head>${head}<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': jsonLd })}</script></head><body><nav><a href="/">Inicio</a><p>Urgencias $100.000</p></nav><main id="contenido">${main}</main></body></html>`;

describe('readPage', () => {
  it('reads the head, the h1s, the links and the prices of the main content', () => {
    const facts = readPage(
      page({
        main: '<h1>A</h1><a href="/contacto?servicio=x&amp;y=1#form">c</a><p id="form">$1.500.000</p>',
      }),
    );
    expect(facts).toMatchObject({
      title: 'Laboral | Punto Legal',
      description: 'Despidos',
      canonical: 'https://puntolegal.cl/laboral',
      h1Count: 1,
      hrefs: ['/', '/contacto?servicio=x&y=1#form'],
      pricesShown: [1500000],
    });
    expect(facts.ids.has('form')).toBe(true);
  });

  it('reads a price that ends a sentence', () => {
    expect(readPage(page({ main: '<p>Consulta: $30.000. Agenda hoy.</p>' })).pricesShown).toEqual([
      30000,
    ]);
  });
});

describe('pageProblems', () => {
  it('accepts a complete page', () => {
    expect(pageProblems('/laboral', readPage(page()))).toEqual([]);
  });

  it('names each missing part', () => {
    const problems = pageProblems(
      '/laboral',
      readPage(page({ head: '', main: '<h1>A</h1><h1>B</h1>', jsonLd: [] })),
    );
    expect(problems).toEqual([
      'sin <title>',
      'sin meta description',
      'sin URL canónica',
      '2 elementos h1 (debe haber uno)',
      'sin JSON-LD',
      'sin BreadcrumbList',
    ]);
  });

  it('wants an Offer for a price shown, and shows the price of every Offer', () => {
    expect(
      pageProblems('/laboral', readPage(page({ jsonLd: [{ '@type': 'BreadcrumbList' }] }))),
    ).toEqual(['muestra precios sin un Offer en CLP en su JSON-LD']);
    expect(
      pageProblems('/laboral', readPage(page({ main: '<h1>Laboral</h1><p>$25.000</p>' }))),
    ).toEqual(['el JSON-LD ofrece $20000 y la página no muestra ese precio']);
  });
});

describe('links', () => {
  const site = {
    prerendered: ['/', '/laboral'],
    client: ['/payment/:serviceId', '/pago'],
    redirects: ['/blog-post-1'],
  };

  it('knows prerendered pages, client routes and redirects, and nothing else', () => {
    expect(isPageOfSite('/laboral', site)).toBe(true);
    expect(isPageOfSite('/payment/laboral', site)).toBe(true);
    expect(isPageOfSite('/blog-post-1', site)).toBe(true);
    expect(isPageOfSite('/servicios/inmobiliario', site)).toBe(false);
  });

  it('follows site links only, without trailing slashes', () => {
    expect(internalPath('/laboral/?x=1#faq', 'https://puntolegal.cl')).toEqual({
      path: '/laboral',
      hash: 'faq',
    });
    expect(internalPath('https://puntolegal.cl/pago', 'https://puntolegal.cl')?.path).toBe('/pago');
    for (const away of ['https://wa.me/569', 'tel:+56229384120', 'mailto:a@b.cl', '#arriba'])
      expect(internalPath(away, 'https://puntolegal.cl')).toBeNull();
  });
});

describe('offers', () => {
  it('finds the Offers of a catalogue as well as those of a Service', () => {
    const catalogue = {
      '@type': 'OfferCatalog',
      itemListElement: [{ '@type': 'Offer', price: 35000, priceCurrency: 'CLP' }],
    };
    const facts = readPage(page({ main: '<h1>Servicios</h1><p>$35.000</p>', jsonLd: [catalogue] }));
    expect(offeredPrices(facts)).toEqual([35000]);
  });
});
