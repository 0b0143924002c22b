import type { Statistic } from '@/content/marketing/shapes';

interface StatsBandProps {
  stats: readonly Statistic[];
  /** What the figures are about, for screen readers ('Cifras del área corporativa'). */
  label: string;
  className?: string;
}

/** Figures as a description list: the label is the term, the figure its description. */
export function StatsBand({ stats, label, className }: StatsBandProps) {
  return (
    <dl aria-label={label} className={className ?? 'grid grid-cols-2 gap-3 sm:grid-cols-4'}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse rounded-xl border border-line bg-surface p-4 text-center"
        >
          <dt className="text-sm text-ink-muted">{stat.label}</dt>
          <dd className="text-2xl font-bold text-ink">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
