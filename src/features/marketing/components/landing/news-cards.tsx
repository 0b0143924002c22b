import { NewsTeaserGrid, type TeaserLook } from '@/components/news/news-teaser-grid';
import type { NewsTeaser } from '@/content/marketing/shapes';

const LOOK: TeaserLook = {
  article: 'flex h-full flex-col rounded-2xl border border-line bg-surface p-5',
  title: 'mt-3 font-semibold text-ink',
  link: 'text-link',
  meta: 'mt-4 text-xs text-ink-muted',
};

/** The category and the urgent mark as small pills above the title. */
function PillLabel({ item }: { item: NewsTeaser }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs font-semibold">
      <span className="rounded-full bg-surface-2 px-2 py-0.5 text-ink">{item.category}</span>
      {item.urgent && (
        <span className="rounded-full bg-urgent-soft px-2 py-0.5 text-urgent">Urgente</span>
      )}
    </p>
  );
}

/** A landing's teasers of articles. */
export function NewsCards({ items }: { items: readonly NewsTeaser[] }) {
  return <NewsTeaserGrid items={items} look={LOOK} label={(item) => <PillLabel item={item} />} />;
}
