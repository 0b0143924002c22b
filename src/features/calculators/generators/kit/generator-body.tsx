import { useRef, useState } from 'react';
import type { CarriedProps } from '@/components/forms/form-island';
import { buttonClass } from '@/components/ui/button-styles';
import { CalculatorActions } from '../../kit/calculator-actions';
import { PrintStyles } from '../../kit/print-styles';
import { downloadBlob } from '@/lib/files/download-blob';
import { AnswerForm } from './answer-form';
import { validateAnswers } from './answer-fields';
import { DocumentPreview } from './document-preview';
import type { Generator } from './generator';
import { useAnswers } from './use-answers';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'error' | 'done'; text: string };

/**
 * A document generator's page once in use: the questions, the document filled in as they are
 * answered, and the Word download (its library loads on the first download), print and review.
 */
export function GeneratorBody({ generator, carried }: { generator: Generator } & CarriedProps) {
  const { answers, setAnswer, reset } = useAnswers(generator.draftId, generator.defaults, carried);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const formRef = useRef<HTMLDivElement>(null);

  const fields = generator.fields(answers);
  const allErrors = { ...generator.crossCheck?.(answers), ...validateAnswers(fields, answers) };
  const shown = Object.fromEntries(
    Object.entries(allErrors).filter(([name]) => showAll || left.has(name)),
  );
  const document = generator.build(answers);

  const download = async () => {
    const invalid = fields.find((field) => allErrors[field.name]);
    if (invalid) {
      setShowAll(true);
      setStatus({
        kind: 'error',
        text: 'Faltan datos o hay datos por corregir: revisa los campos marcados para descargar el documento.',
      });
      formRef.current?.querySelector<HTMLElement>(`[name="${invalid.name}"]`)?.focus();
      return;
    }
    setStatus({ kind: 'busy' });
    try {
      const { documentToDocx } = await import('./to-docx');
      downloadBlob(`${generator.fileName(answers)}.docx`, await documentToDocx(document));
      setStatus({
        kind: 'done',
        text: 'Documento descargado. Revísalo con calma antes de firmarlo.',
      });
    } catch {
      setStatus({
        kind: 'error',
        text: 'No pudimos crear el archivo Word. Revisa tu conexión e inténtalo de nuevo; también puedes imprimirlo.',
      });
    }
  };

  return (
    <div className="mx-auto max-w-6xl px-6 py-12">
      <PrintStyles />
      <h1 className="text-3xl font-semibold text-ink md:text-4xl">{generator.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-muted">{generator.intro}</p>
      <div className="calculator-print-root mt-8 grid gap-8 lg:grid-cols-2">
        <div ref={formRef} className="calculator-no-print space-y-4">
          <AnswerForm
            label="Datos del documento"
            fields={fields}
            answers={answers}
            errors={shown}
            onAnswer={setAnswer}
            onLeave={(name) => setLeft((current) => new Set(current).add(name))}
          />
          <p className="text-sm text-ink-muted">
            Tus respuestas se guardan solo en esta pestaña del navegador mientras trabajas, para que
            no se pierdan si recargas la página. No se envían a nadie.
          </p>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => {
              reset();
              setLeft(new Set());
              setShowAll(false);
              setStatus({ kind: 'idle' });
            }}
          >
            Borrar mis respuestas
          </button>
        </div>
        <div className="space-y-4">
          <div className="calculator-no-print space-y-3">
            <p role="note" className="rounded-lg bg-accent-soft p-3 text-sm text-ink">
              <strong>Modelo general, no asesoría legal.</strong> Antes de firmarlo, pide a un
              abogado que lo revise para tu caso: una cláusula que no calza con tu situación puede
              costarte más que la revisión.
            </p>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className={buttonClass('primary')}
                disabled={status.kind === 'busy'}
                onClick={() => void download()}
              >
                {status.kind === 'busy' ? 'Preparando el archivo...' : 'Descargar en Word (.docx)'}
              </button>
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => window.print()}
              >
                Imprimir
              </button>
            </div>
            <p
              role="status"
              className={status.kind === 'error' ? 'text-sm text-urgent' : 'text-sm text-success'}
            >
              {status.kind === 'error' || status.kind === 'done' ? status.text : ''}
            </p>
          </div>
          <div className="calculator-print lg:sticky lg:top-24">
            <DocumentPreview document={document} />
          </div>
          <CalculatorActions
            plan={generator.plan}
            label="Revisar con un abogado"
            printable={false}
          />
        </div>
      </div>
      <div className="calculator-no-print mt-10 max-w-3xl space-y-4 text-ink">
        <generator.Guide />
      </div>
    </div>
  );
}
