import { CircleCheck, MessageCircle, Phone, Siren } from 'lucide-react';
import { BookingLink } from '@/components/booking/booking-link';
import { PriceTag } from '@/components/pricing/price-tag';
import { buttonClass } from '@/components/ui/button-styles';
import { EMERGENCY_PLAN } from '@/content/catalogue/emergency-plan';
import { company, minutesInWords, whatsappLink } from '@/content/company';
import { EMERGENCIES, HAVE_AT_HAND, URGENT_FAQS } from '@/content/urgent/urgent';
import { env } from '@/config/env';
import { faqPageJsonLd, jsonLdGraph, serializeJsonLd, serviceJsonLd } from '@/lib/seo/json-ld';

const within = minutesInWords(company.emergencyContactMinutes);

// In the static body, like the other pages' offers: the page module stays small.
const jsonLd = jsonLdGraph([
  serviceJsonLd(
    {
      name: EMERGENCY_PLAN.name,
      description: `Asesoría legal de emergencia a cualquier hora; un abogado te contacta en menos de ${within}.`,
      price: EMERGENCY_PLAN.price,
      path: '/urgente',
    },
    env.siteUrl,
  ),
  faqPageJsonLd(URGENT_FAQS),
]);

/** /urgente below its head: when to call, the promise, the price, what to have at hand. */
export default function UrgentBody() {
  return (
    <div className="mx-auto max-w-5xl space-y-12 px-4 py-10 lg:px-8">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
      />
      <header className="rounded-2xl border-2 border-urgent bg-urgent-soft p-6">
        <p className="flex items-center gap-2 font-semibold text-urgent">
          <Siren aria-hidden="true" className="size-5" /> Atención 24/7, todos los días
        </p>
        <h1 className="mt-2 text-3xl font-extrabold text-ink md:text-4xl">
          Abogado de urgencia: te contactamos en menos de {within}
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-ink">
          Detenciones, audiencias, fiscalizaciones y despidos no esperan al lunes. Llámanos o
          escríbenos a cualquier hora, también de noche, fines de semana y feriados.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={company.phoneHref} className={buttonClass('urgent', 'px-6 py-3')}>
            <Phone aria-hidden="true" className="size-4" /> Llamar ahora: {company.phone}
          </a>
          <a
            href={whatsappLink(
              'Hola, tengo una emergencia legal y necesito hablar con un abogado.',
            )}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('secondary', 'px-6 py-3')}
          >
            <MessageCircle aria-hidden="true" className="size-4" /> Escribir por WhatsApp
          </a>
        </div>
        <p className="mt-4 text-sm text-ink">
          Si alguien corre peligro, llama primero a Carabineros (133), a la PDI (134) o al SAMU
          (131).
        </p>
      </header>

      <section aria-labelledby="cuando" className="space-y-4">
        <h2 id="cuando" className="text-2xl font-bold text-ink">
          Cuándo es una urgencia
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {EMERGENCIES.map((emergency) => (
            <li key={emergency.title} className="rounded-2xl border border-line bg-surface p-5">
              <h3 className="font-semibold text-ink">{emergency.title}</h3>
              <p className="mt-1 text-sm text-ink-muted">{emergency.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="precio" className="grid gap-6 md:grid-cols-2">
        <div className="rounded-2xl border border-line bg-surface p-6">
          <h2 id="precio" className="text-2xl font-bold text-ink">
            {EMERGENCY_PLAN.name}
          </h2>
          <div className="mt-3">
            <PriceTag plan={EMERGENCY_PLAN} />
          </div>
          <p className="mt-3 text-ink-muted">
            Precio fijo, el mismo a cualquier hora. Incluye la conversación con el abogado de turno
            y su orientación sobre los pasos inmediatos. Si tu caso necesita una gestión (un
            escrito, asistir a una audiencia), te decimos su precio antes de hacerla.
          </p>
          <p className="mt-3 text-ink-muted">
            ¿Tu caso puede esperar a un día hábil? Agenda la consulta en horario de oficina, de
            lunes a viernes entre 09:00 y 18:00.
          </p>
          <BookingLink
            plan="emergencia"
            serviceTitle={EMERGENCY_PLAN.name}
            className={buttonClass('primary', 'mt-4')}
          >
            Agendar en horario de oficina
          </BookingLink>
        </div>
        <div className="rounded-2xl border border-line bg-surface p-6">
          <h2 className="text-2xl font-bold text-ink">Ten a mano</h2>
          <ul className="mt-3 space-y-2">
            {HAVE_AT_HAND.map((item) => (
              <li key={item} className="flex gap-2 text-ink">
                <CircleCheck aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="preguntas" className="space-y-3">
        <h2 id="preguntas" className="text-2xl font-bold text-ink">
          Preguntas frecuentes
        </h2>
        {URGENT_FAQS.map((faq) => (
          <details key={faq.question} className="rounded-xl border border-line bg-surface p-4">
            <summary className="cursor-pointer font-semibold text-ink">{faq.question}</summary>
            <p className="mt-2 text-ink-muted">{faq.answer}</p>
          </details>
        ))}
      </section>
    </div>
  );
}
