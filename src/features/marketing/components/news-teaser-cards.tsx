import { NewsTeaserGrid, type TeaserLook } from '@/components/news/news-teaser-grid';
import type { NewsTeaser } from '@/content/marketing/shapes';

const LOOK: TeaserLook = {
  article: 'flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm',
  title: 'mt-2 font-semibold text-ink',
  link: 'text-ink hover:text-link',
  meta: 'mt-3 text-xs text-ink-muted',
};

/** The home page's teasers of blog articles, under their category. */
export function NewsTeaserCards({ items }: { items: readonly NewsTeaser[] }) {
  return (
    <NewsTeaserGrid
      items={items}
      look={LOOK}
      label={(item) => <p className="text-xs font-semibold text-accent">{item.category}</p>}
    />
  );
}
