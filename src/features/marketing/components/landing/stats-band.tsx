import { FirmStats } from '@/components/layout/firm-stats';
import type { FirmFigureKey } from '@/content/company';

interface StatsBandProps {
  /** The firm's figures to show: only figures with a basis exist, in the company facts. */
  figures: readonly FirmFigureKey[];
  /** What the figures are about, for screen readers ('Cifras del área corporativa'). */
  label: string;
  className?: string;
}

/** A page's band of the firm's figures, each with its basis. */
export function StatsBand({ figures, label, className }: StatsBandProps) {
  return (
    <FirmStats
      figures={figures}
      label={label}
      className={className ?? 'grid grid-cols-2 gap-3 sm:grid-cols-4'}
      itemClassName="rounded-xl border border-line bg-surface p-4"
    />
  );
}
