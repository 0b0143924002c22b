import { Link } from 'react-router-dom';
import { company } from '@/content/company';
import { bookingHref } from '@/content/site-links';

const STEPS = [
  {
    title: 'Elige tu servicio',
    text: 'Revisa el precio final antes de agendar: sin cobros sorpresa ni letra chica.',
  },
  {
    title: 'Agenda día y hora',
    text: 'Elige un horario disponible de lunes a viernes y paga por transferencia o tarjeta.',
  },
  {
    title: 'Habla con tu abogado',
    text: `${company.consultationMinutes} minutos por videollamada o teléfono, con un resumen escrito y los pasos a seguir.`,
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="como-funciona" className="px-4 pb-4 pt-8 lg:px-8">
      <div className="mx-auto max-w-5xl">
        <h2 id="como-funciona" className="text-2xl font-bold text-ink">
          Cómo funciona
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-line bg-surface p-5">
              <span className="grid size-9 place-items-center rounded-full bg-brand font-bold text-on-brand">
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold text-ink">{step.title}</h3>
              <p className="mt-1 text-sm text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8 rounded-2xl bg-brand p-6 text-on-brand md:flex md:items-center md:justify-between">
          <div>
            <h2 className="text-xl font-bold">¿No sabes qué servicio necesitas?</h2>
            <p className="mt-1">Cuéntanos tu caso en una primera orientación gratuita.</p>
          </div>
          <Link
            to={bookingHref('gratis')}
            className="mt-4 inline-flex rounded-lg bg-surface px-5 py-2.5 font-semibold text-ink no-underline md:mt-0"
          >
            Agendar gratis
          </Link>
        </div>
      </div>
    </section>
  );
}
