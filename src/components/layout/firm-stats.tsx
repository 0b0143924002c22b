import { company } from '@/content/company';
import { formatThousands } from '@/lib/format/clp';

const { figures } = company;

/** The firm's headline figures, defined once in the company facts. */
export const FIRM_STATS = [
  { value: `+${figures.yearsOfExperience}`, label: 'años de experiencia' },
  { value: formatThousands(figures.casesWon), label: 'casos ganados' },
  { value: `${figures.successRatePercent}%`, label: 'de éxito' },
  { value: `${company.chatReplyMinutes} min`, label: 'respuesta en horario hábil' },
] as const;

export function FirmStats({ className }: { className?: string }) {
  return (
    <dl className={className ?? 'grid grid-cols-2 gap-2'}>
      {FIRM_STATS.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse rounded-lg bg-surface-2 p-2 text-center"
        >
          <dt className="text-[0.6875rem] text-ink-muted">{stat.label}</dt>
          <dd className="text-base font-bold text-ink">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
