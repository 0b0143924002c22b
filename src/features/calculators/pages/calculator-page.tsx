import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { mayHaveDraft } from '@/components/forms/draft-key';
import { FormIsland } from '@/components/forms/form-island';
import { Seo } from '@/components/seo/seo';
import { env } from '@/config/env';
import { calculatorJsonLd } from '../kit/calculator-json-ld';
import { CALCULATOR_PAGES } from './calculator-pages';

/**
 * A calculator opened from a shared link, or a generator with answers kept from before a reload,
 * has values to show: its code is needed at once.
 */
const hasValues = (draftId?: string) => () =>
  window.location.search.length > 1 || (draftId !== undefined && mayHaveDraft(draftId));

/** The page of the calculator or tool served at the current path (see CALCULATOR_PAGES). */
export default function CalculatorPage() {
  const { pathname } = useLocation();
  const page = CALCULATOR_PAGES[pathname.replace(/\/+$/, '')];
  if (!page) throw new Error(`Sin calculadora en ${pathname}`);
  const { islandId } = page;
  // The day's UF and UTM into the prerendered form, from a chunk loaded after the first paint.
  useEffect(() => {
    void import('../kit/refresh-static-references').then((module) =>
      module.refreshStaticReferences(islandId),
    );
  }, [islandId]);
  return (
    <>
      <Seo
        title={page.title}
        description={page.description}
        path={page.path}
        breadcrumbs={[{ name: page.crumb, path: page.path }]}
        jsonLd={[calculatorJsonLd(page.title, page.description, `${env.siteUrl}${page.path}`)]}
      />
      <FormIsland
        key={page.path}
        id={page.islandId}
        load={page.load}
        props={{}}
        eager={hasValues(page.draftId)}
        draftId={page.draftId}
      />
    </>
  );
}
