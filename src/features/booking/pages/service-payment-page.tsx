import { Link, useParams } from 'react-router-dom';
import { BookingButton } from '@/booking/ui/booking-button';
import { Seo } from '@/components/seo/seo';
import { buttonClass } from '@/components/ui/button-styles';
import { getPlan } from '@/content/catalogue/plans';
import { SERVICE_PLANS } from '@/content/catalogue/service-plans';
import { findService } from '@/content/catalogue/services';
import { formatClp } from '@/lib/format/clp';

/**
 * /payment/:serviceId: a service of the static catalogue, ready to book. The booking itself is
 * the wizard's, for the plan that books this service (its price is the one charged).
 */
export default function ServicePaymentPage() {
  const { serviceId } = useParams();
  const service = findService(serviceId);
  const planId = serviceId ? SERVICE_PLANS[serviceId] : undefined;

  if (!service || !planId) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12 text-center">
        <Seo
          title="Servicio no encontrado"
          description="Este servicio no existe."
          path="/servicios"
          noindex
        />
        <h1 className="mb-3 text-2xl font-bold text-ink">No encontramos este servicio</h1>
        <p className="mb-6 text-ink-muted">
          Puede que el enlace esté incompleto o el servicio haya cambiado.
        </p>
        <Link to="/servicios" className={buttonClass('primary')}>
          Ver todos los servicios
        </Link>
      </div>
    );
  }

  const plan = getPlan(planId);
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <Seo
        title={service.title}
        description={service.description}
        path={`/payment/${service.id}`}
        noindex
      />
      <p>
        <Link to="/servicios" className="text-link">
          ← Todos los servicios
        </Link>
      </p>
      <div>
        <p className="text-sm tracking-wide text-accent uppercase">
          {service.category === 'express' ? 'Servicio express' : 'Consulta especializada'}
        </p>
        <h1 className="text-3xl font-bold text-ink">{service.title}</h1>
        <p className="mt-2 text-lg text-ink-muted">{service.description}</p>
      </div>
      <ul className="list-disc space-y-1 pl-6 text-ink">
        {service.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-2 rounded-xl border border-line bg-surface p-4">
        <dt className="text-ink-muted">
          {service.category === 'express' ? 'Entrega' : 'Duración'}
        </dt>
        <dd className="text-ink">{service.duration}</dd>
        <dt className="text-ink-muted">Consulta para comenzar</dt>
        <dd className="text-ink">
          {plan.name}: {plan.price === 0 ? 'Gratis' : formatClp(plan.price)}
        </dd>
      </dl>
      <div className="flex flex-wrap items-center gap-4">
        <BookingButton serviceTitle={service.title} plan={planId} className="w-full sm:w-auto">
          Reservar y pagar
        </BookingButton>
        <Link to={`/agendamiento?plan=${planId}`} className="text-link">
          o usa el asistente paso a paso
        </Link>
      </div>
    </div>
  );
}
