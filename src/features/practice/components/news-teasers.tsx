import { NewsTeaserGrid, type TeaserLook } from '@/components/news/news-teaser-grid';
import type { NewsTeaser } from '@/content/marketing/shapes';

const LOOK: TeaserLook = {
  article: 'flex h-full flex-col rounded-2xl border border-line bg-surface p-5',
  title: 'mt-2 font-semibold text-ink',
  link: 'text-ink hover:text-link',
  meta: 'mt-4 text-xs text-ink-muted',
};

/** A practice page's blog teasers, the category in capitals and the urgent ones marked. */
export function NewsTeasers({ news }: { news: readonly NewsTeaser[] }) {
  return (
    <NewsTeaserGrid
      items={news}
      look={LOOK}
      label={(item) => (
        <p className="text-xs font-semibold tracking-wide text-accent uppercase">
          {item.category}
          {item.urgent && <span className="ml-2 text-urgent">Urgente</span>}
        </p>
      )}
    />
  );
}
