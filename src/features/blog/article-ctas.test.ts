import { isPlanId } from '@/content/catalogue/plans';
import { findService } from '@/content/catalogue/services';
import { ARTICLE_CTAS } from './article-ctas';
import { CTAS } from './article-schema';

describe('ARTICLE_CTAS', () => {
  it('has a call to action for every cta the frontmatter allows', () => {
    expect(Object.keys(ARTICLE_CTAS).sort()).toEqual([...CTAS].sort());
  });

  it('links only to plans and services that exist in the catalogue', () => {
    const hrefs = Object.values(ARTICLE_CTAS).flatMap((cta) => [
      cta.primary.href,
      cta.secondary.href,
    ]);
    for (const href of hrefs) {
      const plan = /^\/agendamiento\?plan=(.+)$/.exec(href)?.[1];
      if (plan) expect(isPlanId(plan), href).toBe(true);
      const service = /^\/payment\/(.+)$/.exec(href)?.[1];
      if (service) expect(findService(service), href).toBeDefined();
    }
    expect(ARTICLE_CTAS.laboral.primary.href).toBe('/payment/laboral');
    expect(ARTICLE_CTAS.sociedades.primary.href).toBe('/payment/sociedades-express');
    expect(ARTICLE_CTAS.tributario.primary.href).toBe('/agendamiento?plan=tributario');
    expect(ARTICLE_CTAS['emergencia-tributaria'].primary.href).toBe(
      '/agendamiento?plan=emergencia-tributaria',
    );
  });
});
