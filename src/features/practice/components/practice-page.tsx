import type { ComponentType } from 'react';
import { Seo } from '@/components/seo/seo';
import { PrerenderedIsland } from '@/components/static-content/prerendered-island';
import type { PracticeContent, PracticeMeta } from '@/content/practice/practice-content';

type BodyLoader = () => Promise<{ default: ComponentType }>;

/**
 * The loader of a practice page's body, for its island: the body's code and the page's content
 * are only downloaded when the page is reached by client-side navigation. Call once per page, at
 * module level (the island recognises its loader by identity).
 */
export function practiceBodyLoader(loadContent: () => Promise<PracticeContent>): BodyLoader {
  return () =>
    Promise.all([import('../bodies/practice-body'), loadContent()]).then(
      ([{ PracticeBody }, content]) => ({
        default: function Body() {
          return <PracticeBody content={content} />;
        },
      }),
    );
}

/** The page's trail from home: its parents, then the page itself. */
function breadcrumbs(meta: PracticeMeta) {
  return [...(meta.parents ?? []), { name: meta.name, path: meta.path }];
}

/**
 * A practice page: its head (title, canonical, breadcrumbs) and its static body, which carries
 * the page's Service and FAQPage JSON-LD.
 */
export function PracticePage({ meta, load }: { meta: PracticeMeta; load: BodyLoader }) {
  return (
    <>
      <Seo
        title={meta.seo.title}
        description={meta.seo.description}
        path={meta.path}
        breadcrumbs={breadcrumbs(meta)}
      />
      <PrerenderedIsland id={`practica${meta.path.replaceAll('/', '-')}`} load={load} />
    </>
  );
}
