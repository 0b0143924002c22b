import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/dom/use-hydrated';
import type { PlanId } from '@/content/catalogue/plans';
import { CalculatorActions } from './calculator-actions';
import { EstimateNote } from './estimate-note';
import { LegalBasis, type LegalRule } from './legal-basis';
import { PrintStyles } from './print-styles';

interface CalculatorFrameProps {
  title: string;
  intro: ReactNode;
  /** The form: its fields are printed. */
  form: ReactNode;
  /** The result and its breakdown. */
  result: ReactNode;
  rules: readonly LegalRule[];
  plan: PlanId;
  /** Explanations below the calculator (not printed). */
  children?: ReactNode;
}

/** The common layout of a calculator page: heading, form and result side by side, basis, actions. */
export function CalculatorFrame({
  title,
  intro,
  form,
  result,
  rules,
  plan,
  children,
}: CalculatorFrameProps) {
  // Marks the calculator as running (the static HTML does not compute): tests wait for it.
  const running = useHydrated();
  return (
    <div className="mx-auto max-w-6xl px-6 py-12">
      <PrintStyles />
      <h1 className="text-3xl font-semibold text-ink md:text-4xl">{title}</h1>
      <div className="mt-3 max-w-3xl text-lg text-ink-muted">{intro}</div>
      <div
        className="calculator-print-root mt-8 space-y-8"
        data-calculator={running ? 'activa' : 'estatica'}
      >
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <div className="calculator-print">{form}</div>
          <div className="space-y-4">
            {result}
            <EstimateNote />
            <CalculatorActions plan={plan} />
          </div>
        </div>
        <LegalBasis rules={rules} />
      </div>
      {children && (
        <div className="calculator-no-print mt-10 max-w-3xl space-y-4 text-ink">{children}</div>
      )}
    </div>
  );
}
