import { MessageCircle, Phone, Siren } from 'lucide-react';
import { buttonClass } from '@/components/ui/button-styles';
import { EMERGENCY_PLAN } from '@/content/catalogue/emergency-plan';
import { company, whatsappLink } from '@/content/company';
import { REQUEST_ANCHOR } from '../components/request-anchor';
import { CALL_BACK_WITHIN } from '@/booking/model/urgent-promise';
import { PriceTag } from '@/components/pricing/price-tag';

const WHATSAPP_MESSAGE = 'Hola, tengo una emergencia legal y necesito hablar con un abogado.';

/** The head of /urgente: the promise, the price and the fastest ways to reach a lawyer. */
export default function UrgentHeroBody() {
  const plan = EMERGENCY_PLAN;
  return (
    <section className="px-4 pb-8 pt-10 lg:px-8 lg:pt-14">
      <div className="mx-auto max-w-5xl">
        <p className="inline-flex items-center gap-2 rounded-full bg-urgent-soft px-3 py-1 text-sm font-semibold text-urgent">
          <Siren aria-hidden="true" className="size-4" />
          Atención 24/7, también fines de semana y feriados
        </p>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-ink lg:text-5xl">
          Abogado de urgencia: te llamamos en menos de {CALL_BACK_WITHIN}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-muted">
          Una detención, una audiencia mañana, una fiscalización del SII o un despido de un día para
          otro no esperan al lunes. Deja tu solicitud a cualquier hora y un abogado te llama al
          teléfono que nos indiques.
        </p>
        <div className="mt-6 rounded-2xl border-2 border-urgent bg-surface p-5 md:flex md:items-center md:justify-between md:gap-6">
          <div>
            <h2 className="font-semibold text-ink">{plan.name}</h2>
            <PriceTag plan={plan} />
            <p className="mt-1 text-sm text-ink-muted">
              Precio fijo. Transferencia sin comisión o tarjeta con Webpay.
            </p>
          </div>
          <div className="mt-4 flex flex-wrap gap-3 md:mt-0">
            <a href={`#${REQUEST_ANCHOR}`} className={buttonClass('urgent', 'px-6 py-3')}>
              Pedir que me llamen
            </a>
            <a
              href={company.phoneHref}
              aria-label={`Llamar ahora al ${company.phone}`}
              className={buttonClass('secondary', 'inline-flex items-center gap-2 px-6 py-3')}
            >
              <Phone aria-hidden="true" className="size-4" />
              Llamar ahora
            </a>
            <a
              href={whatsappLink(WHATSAPP_MESSAGE)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('secondary', 'inline-flex items-center gap-2 px-6 py-3')}
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              WhatsApp
            </a>
          </div>
        </div>
        <p className="mt-4 text-sm text-ink">
          <strong>Si hay riesgo para la vida o la integridad de alguien</strong>, llama primero al
          133 (Carabineros) o al 131 (SAMU).
        </p>
      </div>
    </section>
  );
}
