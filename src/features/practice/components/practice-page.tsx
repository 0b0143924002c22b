import type { ComponentType } from 'react';
import { Seo } from '@/components/seo/seo';
import { PrerenderedIsland } from '@/components/static-content/prerendered-island';
import { env } from '@/config/env';
import type { PracticeContent } from '@/content/practice/practice-content';
import { practiceBreadcrumbs, practiceJsonLd } from '../practice-json-ld';

type BodyLoader = () => Promise<{ default: ComponentType }>;

/**
 * The loader of a practice page's body, for its island: the body's code is only downloaded when
 * the page is reached by client-side navigation. Call once per page, at module level (the island
 * recognises its loader by identity).
 */
export function practiceBodyLoader(content: PracticeContent): BodyLoader {
  return () =>
    import('../bodies/practice-body').then(({ PracticeBody }) => ({
      default: function Body() {
        return <PracticeBody content={content} />;
      },
    }));
}

/** A practice page: its head (title, canonical, JSON-LD) and its static body. */
export function PracticePage({ content, load }: { content: PracticeContent; load: BodyLoader }) {
  return (
    <>
      <Seo
        title={content.seo.title}
        description={content.seo.description}
        path={content.path}
        breadcrumbs={practiceBreadcrumbs(content)}
        jsonLd={practiceJsonLd(content, env.siteUrl)}
      />
      <PrerenderedIsland id={`practica${content.path.replaceAll('/', '-')}`} load={load} />
    </>
  );
}
