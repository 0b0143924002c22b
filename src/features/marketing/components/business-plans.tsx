import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-styles';
import { PLANS, type PlanId } from '@/content/catalogue/plans';
import { bookingHref } from '@/content/site-links';
import { formatClp } from '@/lib/format/clp';

const BUSINESS_PLANS: readonly { id: PlanId; summary: string }[] = [
  { id: 'basico', summary: 'Revisión legal de tu empresa y sus contratos principales.' },
  { id: 'premium', summary: 'Diagnóstico corporativo completo con plan de acción priorizado.' },
  { id: 'enterprise', summary: 'Acompañamiento legal integral para empresas en crecimiento.' },
  { id: 'corporativo', summary: 'Tu departamento legal externo, con asesoría continua cada mes.' },
];

export function BusinessPlans() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {BUSINESS_PLANS.map(({ id, summary }) => {
        const plan = PLANS[id];
        return (
          <article key={id} className="flex flex-col rounded-2xl border border-line bg-surface p-5">
            <h3 className="font-semibold text-ink">{plan.name}</h3>
            <p className="mt-1 flex-1 text-sm text-ink-muted">{summary}</p>
            <p className="mt-4 text-2xl font-bold text-ink">{formatClp(plan.price)}</p>
            {'note' in plan && <p className="text-sm text-ink-muted">{plan.note}</p>}
            <Link
              to={bookingHref(id)}
              className={buttonClass('secondary', 'mt-4 w-full text-sm')}
              aria-label={`Agendar ${plan.name}`}
            >
              Agendar
            </Link>
          </article>
        );
      })}
    </div>
  );
}
