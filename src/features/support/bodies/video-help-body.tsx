import { CheckCircle2 } from 'lucide-react';
import { BookConsultation } from '../components/book-consultation';
import { FaqList } from '../components/faq-list';
import { VIDEO_FAQS, VIDEO_NEEDS, VIDEO_STEPS } from '../video-steps';

export default function VideoHelpBody() {
  return (
    <div className="mx-auto max-w-5xl space-y-12 px-6 py-12">
      <header>
        <h1 className="text-3xl font-semibold text-ink md:text-4xl">Consultas por videollamada</h1>
        <p className="mt-3 max-w-2xl text-lg text-ink-muted">
          Habla con un abogado desde donde estés, sin ir a la oficina. Solo necesitas un dispositivo
          con cámara, una conexión estable y tus documentos a mano.
        </p>
      </header>
      <section aria-labelledby="como-funciona" className="space-y-4">
        <h2 id="como-funciona" className="text-2xl font-semibold text-ink">
          Cómo funciona
        </h2>
        <ol className="grid gap-4 md:grid-cols-4">
          {VIDEO_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-line bg-surface p-5">
              <span className="text-sm font-semibold text-accent">Paso {index + 1}</span>
              <h3 className="mt-1 font-semibold text-ink">{step.title}</h3>
              <p className="mt-1 text-sm text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="que-necesitas" className="space-y-4">
        <h2 id="que-necesitas" className="text-2xl font-semibold text-ink">
          Qué necesitas
        </h2>
        <div className="grid gap-6 md:grid-cols-3">
          {VIDEO_NEEDS.map((need) => (
            <div key={need.title}>
              <h3 className="font-semibold text-ink">{need.title}</h3>
              <ul className="mt-2 space-y-2">
                {need.items.map((item) => (
                  <li key={item} className="flex gap-2 text-sm text-ink">
                    <CheckCircle2
                      aria-hidden="true"
                      className="mt-0.5 size-4 shrink-0 text-success"
                    />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="agendar" className="space-y-4">
        <h2 id="agendar" className="text-2xl font-semibold text-ink">
          Agenda tu videollamada
        </h2>
        <p className="text-ink-muted">
          En el formulario de reserva elige &quot;Videollamada&quot; como tipo de reunión.
        </p>
        <BookConsultation path="/asistencia/video" />
      </section>
      <section aria-labelledby="preguntas" className="space-y-4">
        <h2 id="preguntas" className="text-2xl font-semibold text-ink">
          Preguntas frecuentes
        </h2>
        <FaqList faqs={VIDEO_FAQS} />
      </section>
    </div>
  );
}
