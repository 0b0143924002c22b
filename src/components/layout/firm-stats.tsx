import { FIRM_FIGURES, type FirmFigureKey } from '@/content/company';

/** The figures the menu and the home page show on every visit. */
export const HEADLINE_FIGURES: readonly FirmFigureKey[] = ['experience', 'chatReply'];

interface FirmStatsProps {
  /** Which of the firm's figures to show; each comes with its basis. */
  figures?: readonly FirmFigureKey[];
  /** What the figures are about, for screen readers. */
  label?: string;
  className?: string;
  /** The box of each figure. */
  itemClassName?: string;
}

/**
 * The firm's figures as a description list: the label is the term, the figure and its basis its
 * descriptions. Every figure is read from the company facts and marked `data-firm-figure`, which
 * is how the page check tells a figure with a basis from one typed into a page.
 */
export function FirmStats({
  figures = HEADLINE_FIGURES,
  label,
  className,
  itemClassName = 'rounded-lg bg-surface-2 p-2',
}: FirmStatsProps) {
  return (
    <dl aria-label={label} className={className ?? 'grid grid-cols-2 gap-2'}>
      {figures.map((key) => {
        const figure = FIRM_FIGURES[key];
        return (
          <div
            key={key}
            data-firm-figure={key}
            className={`flex flex-col text-center ${itemClassName}`}
          >
            <dt className="text-[0.6875rem] text-ink-muted">{figure.label}</dt>
            <dd className="order-first text-base font-bold text-ink">{figure.value}</dd>
            <dd className="mt-1 text-[0.625rem] leading-tight text-ink-muted">{figure.basis}</dd>
          </div>
        );
      })}
    </dl>
  );
}
