import { Seo } from '@/components/seo/seo';
import type { LandingMeta } from '@/content/landings/landing-content';

/**
 * A landing page's head: title, description, canonical path and its place under /servicios. Its
 * offers and FAQ are described by LandingJsonLd in the static body, so their text is not in the
 * page module every visit downloads.
 */
export function LandingSeo({ meta }: { meta: LandingMeta }) {
  return (
    <Seo
      title={meta.seo.title}
      description={meta.seo.description}
      path={meta.path}
      breadcrumbs={[
        { name: 'Servicios', path: '/servicios' },
        { name: meta.crumb, path: meta.path },
      ]}
    />
  );
}
