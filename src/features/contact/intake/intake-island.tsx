import { Seo } from '@/components/seo/seo';
import { faqPageJsonLd } from '@/lib/seo/json-ld';
import { FormIsland } from '@/components/forms/form-island';
import { mayHaveDraft } from '@/components/forms/draft-key';
import type { IntakeId, IntakeMeta } from './intake-meta';

const loadBody = () => import('./intake-body');

/** A free case review's head: title, description, breadcrumbs and its questions as FAQPage. */
export function IntakeHead({ meta }: { meta: IntakeMeta }) {
  return (
    <Seo
      title={meta.seoTitle}
      description={meta.description}
      path={meta.path}
      breadcrumbs={[
        { name: 'Contacto', path: '/contacto' },
        { name: meta.title, path: meta.path },
      ]}
      jsonLd={[faqPageJsonLd(meta.faqs)]}
    />
  );
}

/** The review's page as static HTML until its form is used (a draft to restore loads it at once). */
export function IntakeIsland({ which, meta }: { which: IntakeId; meta: IntakeMeta }) {
  return (
    <FormIsland
      id={`revision-${which}`}
      load={loadBody}
      props={{ which }}
      eager={() => mayHaveDraft(meta.path)}
      draftId={meta.path}
    />
  );
}
