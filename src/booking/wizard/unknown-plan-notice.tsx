import { Link } from 'react-router-dom';
import { getPlan, type PlanId } from '@/content/catalogue/plans';
import { formatClp } from '@/lib/format/clp';

/**
 * The link named a plan that does not exist: the wizard falls back to the premium plan, as the
 * spec says, but says so first, so nobody pays for a plan they did not choose.
 */
export function UnknownPlanNotice({ requested, plan }: { requested: string; plan: PlanId }) {
  const shown = getPlan(plan);
  return (
    <div role="alert" className="mb-6 rounded-lg border border-urgent bg-urgent-soft p-3 text-ink">
      <p>
        No encontramos el plan «{requested}». Te mostramos el <strong>{shown.name}</strong> (
        {formatClp(shown.price)}); revisa el enlace o{' '}
        <Link to="/servicios" className="text-link underline">
          elige otro servicio
        </Link>
        .
      </p>
    </div>
  );
}
