import fs from 'node:fs';
import { readSiteRoutes } from '../scripts/lib/site-manifest';
import { expect, expectAccessible, test, waitForHydration } from './fixtures';

const { prerendered, client } = readSiteRoutes('dist');

const CANONICAL: Record<string, string> = {
  '/terms-of-service': '/terminos',
  '/privacy-policy': '/privacidad',
  '/calculadora-indemnizacion': '/calculadoras/indemnizacion',
  '/calculadora-propiedades': '/calculadoras/propiedades',
  '/calculadora-sociedades': '/calculadoras/sociedades',
};

/**
 * Pages made from one template and data (articles, blog categories, practice areas, intake forms)
 * are all checked from their static HTML; in the browser, a sample stands for the rest: the article
 * with the widest range of content (tables, the checklist) and one with a worked example, one
 * category, two practice areas (one short, one of the /servicios pages), one intake form and one
 * of the service landings built from the same layout and data (corporativo, with its own extra).
 */
const TEMPLATE_GROUPS: readonly { pattern: RegExp; sample: readonly string[] }[] = [
  { pattern: /^\/blog\/categoria\/[^/]+$/, sample: ['/blog/categoria/inmobiliario'] },
  {
    pattern: /^\/blog\/[^/]+$/,
    sample: ['/blog/compraventa-propiedades-guia', '/blog/calculo-indemnizacion'],
  },
  {
    pattern:
      /^\/(laboral|familia|herencias|corporativo|contratos-express|marcas-patentes|sociedades-express|proteccion-datos|ecommerce-compliance|reclamos-sernac|tributario|servicios\/laboral|servicios\/familia)$/,
    sample: ['/laboral', '/servicios/familia'],
  },
  {
    pattern:
      /^\/(consulta-gratuita-penal|diagnostico-fiscal-gratuito|evaluacion-riesgo-penal|auditoria-compliance)$/,
    sample: ['/consulta-gratuita-penal'],
  },
  {
    pattern: /^\/servicios\/(corporativo|digital|inmobiliario|premium)$/,
    sample: ['/servicios/corporativo'],
  },
];

/**
 * Client pages that a journey already opens in the browser and checks with axe (the spec named):
 * here only the SPA shell they are served is checked, not a second browser visit.
 */
const CLIENT_PAGES_IN_JOURNEYS: Readonly<Record<string, string>> = {
  '/auth': 'auth.spec.ts',
  '/admin': 'auth.spec.ts',
  '/mi-cuenta': 'account.spec.ts',
  '/herramientas/consulta-casos': 'account.spec.ts',
  '/pago': 'booking.spec.ts',
  '/payment-success': 'booking.spec.ts',
  '/reserva/gestionar': 'reagendar.spec.ts',
};

/** An old address serves its canonical page's own component: the canonical page stands for it. */
function inBrowser(path: string): boolean {
  if (path in CANONICAL) return false;
  const group = TEMPLATE_GROUPS.find(({ pattern }) => pattern.test(path));
  return !group || group.sample.includes(path);
}

function headTag(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

/** The text of the page's h1 in its static HTML (check:pages holds every page to exactly one). */
function staticHeading(html: string): string {
  return (headTag(html, /<h1[^>]*>([\s\S]*?)<\/h1>/) ?? '').replace(/<[^>]+>/g, '').trim();
}

test('the home page, the services and the booking wizard carry their headings', async ({
  request,
}) => {
  const heading = async (path: string) => staticHeading(await (await request.get(path)).text());
  expect(await heading('/')).toMatch(/Asesoría legal clara/);
  expect(await heading('/servicios')).toMatch(/Servicios legales y precios/);
  // The booking wizard's first step, prerendered so that it shows before any JavaScript.
  expect(await heading('/agendamiento')).toMatch(/Tus datos/);
});

test('the template pages sampled in the browser are pages of the site', () => {
  for (const { sample } of TEMPLATE_GROUPS)
    for (const path of sample) expect(prerendered).toContain(path);
});

test('the client pages left to their journeys are checked with axe there', () => {
  for (const [path, spec] of Object.entries(CLIENT_PAGES_IN_JOURNEYS)) {
    expect(client).toContain(path);
    const source = fs.readFileSync(new URL(spec, import.meta.url), 'utf8');
    expect(source, `${spec} abre ${path} y lo revisa con axe`).toContain(
      `expectAccessible(page, '${path}`,
    );
  }
});

test('an old address serves the same page as its canonical one', async ({ request }) => {
  const main = async (path: string) =>
    headTag(await (await request.get(path)).text(), /(<main[\s\S]*<\/main>)/) ?? '';
  for (const [alias, canonical] of Object.entries(CANONICAL)) {
    expect(prerendered).toContain(alias);
    const content = await main(canonical);
    expect(content.length, canonical).toBeGreaterThan(500);
    expect(await main(alias), alias).toBe(content);
  }
});

for (const path of prerendered) {
  test(`${path}: the static HTML carries its own title, description, canonical URL, JSON-LD and content`, async ({
    request,
  }) => {
    for (const variant of path === '/' ? [path] : [path, `${path}/`]) {
      const response = await request.get(variant);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const title = headTag(html, /<head>[\s\S]*<title>([^<]+)<\/title>[\s\S]*<\/head>/);
      expect(title).toMatch(/Punto Legal/);
      expect(headTag(html, /<meta name="description" content="([^"]{40,})"/)).toBeTruthy();
      expect(headTag(html, /<link rel="canonical" href="([^"]+)"/)).toBe(
        `https://puntolegal.cl${CANONICAL[path] ?? path}`,
      );
      const jsonLd = headTag(html, /<script type="application\/ld\+json">([^<]+)<\/script>/);
      const graph = (JSON.parse(jsonLd ?? '{}') as { '@graph'?: { '@type': string }[] })['@graph'];
      expect(graph?.[0]?.['@type']).toBe('LegalService');
      expect(staticHeading(html)).not.toBe('');
    }
  });

  if (!inBrowser(path)) continue;
  test(`${path}: hydrates without errors, keeps one set of head tags and passes axe`, async ({
    page,
    consoleErrors,
  }) => {
    const bodies: string[] = [];
    page.on('request', (r) => /-body-[\w-]+\.js$/.test(r.url()) && bodies.push(r.url()));
    const response = await page.goto(path);
    const heading = staticHeading((await response?.text()) ?? '');
    await waitForHydration(page);
    // Hydration keeps the prerendered page: the same heading, once.
    await expect(page.locator('h1')).toHaveText(heading);
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    // The page's static text was adopted as it was, not downloaded again as JavaScript. A
    // calculator whose reference values (UF, UTM, ingreso mínimo) changed since the build is the
    // exception: its own code takes over to compute the result again with the day's values.
    const ownCalculator = /^\/calculadoras\/([\w-]+)$/.exec(path)?.[1];
    expect(
      bodies.filter((url) => !ownCalculator || !url.includes(`/${ownCalculator}-body-`)),
    ).toEqual([]);
    await expectAccessible(page, path);
    expect(consoleErrors).toEqual([]);
  });
}

for (const path of client) {
  if (path in CLIENT_PAGES_IN_JOURNEYS) {
    test(`${path}: a client page is served the SPA shell`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain('<div id="root"><!--app-html--></div>');
    });
    continue;
  }
  test(`${path}: a client page is served the SPA shell and renders in the browser`, async ({
    page,
    request,
  }) => {
    // A data page migrates a fresh embedded database first, which takes tens of seconds on a busy
    // 2-core machine: the whole test gets the time its assertions allow.
    test.setTimeout(120_000);
    const html = await (await request.get(path)).text();
    expect(html).toContain('<div id="root"><!--app-html--></div>');
    await page.goto(path);
    // Pages with data start the embedded database first: allow for its first start.
    await expect(page.locator('h1')).toBeVisible({ timeout: 60_000 });
    await expectAccessible(page, path);
  });
}

test('sitemap.xml lists the canonical public pages and robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/', '/servicios', '/terminos', '/privacidad', '/aviso-legal']) {
    expect(sitemap).toContain(`<loc>https://puntolegal.cl${path}</loc>`);
  }
  expect(sitemap).not.toContain('terms-of-service');
  expect(sitemap).not.toContain('<loc>https://puntolegal.cl/test</loc>');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://puntolegal.cl/sitemap.xml');
  expect(robots).toContain('Disallow: /test');
});

test('the privacy policy shows its version and dates and leads back home', async ({ page }) => {
  await page.goto('/privacidad');
  await expect(
    page.getByText(
      'Versión 2.1 · Última actualización: 27 de noviembre de 2026 · Vigente desde: 1 de diciembre de 2026',
    ),
  ).toBeVisible();
  await expect(page.getByText(/Ley N° 19\.628/).first()).toBeVisible();
  await expect(page.getByText(/30 días corridos/).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Plazos de conservación' })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Volver al inicio' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('h1')).toHaveText(/Asesoría legal clara/);
});

test('legal pages switch layout at 1024 px: table of contents beside the text or folded above', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/terminos');
  const toc = page.getByRole('navigation', { name: 'Contenido del documento' });
  await expect(toc).toBeVisible();
  await expect(page.getByText('Contenido de esta página')).toBeHidden();
  await page.setViewportSize({ width: 1023, height: 900 });
  await expect(page.getByText('Contenido de esta página')).toBeVisible();
  await page.getByText('Contenido de esta página').click();
  await expect(toc).toBeVisible();
});

test('links inside adopted static text navigate within the app, without reloading', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });
  await page.getByRole('link', { name: 'Ver servicios y precios' }).click();
  await expect(page).toHaveURL(/\/servicios$/);
  await expect(page.locator('h1')).toHaveText('Servicios legales y precios');
  const sameDocument = await page.evaluate(
    () => (window as Window & { sameDocument?: boolean }).sameDocument,
  );
  expect(sameDocument).toBe(true);
});
