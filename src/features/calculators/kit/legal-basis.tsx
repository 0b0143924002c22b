export interface LegalRule {
  /** "Art. 163", "Art. 3" */
  article: string;
  /** "Código del Trabajo", "Ley 14.908" */
  law: string;
  /** What the rule says, in one sentence. */
  summary: string;
}

/** The articles and laws a calculation applies, printed with the result. */
export function LegalBasis({ rules }: { rules: readonly LegalRule[] }) {
  return (
    <section aria-labelledby="base-legal" className="calculator-print">
      <h2 id="base-legal" className="text-xl font-semibold text-ink">
        Base legal
      </h2>
      <ul className="mt-3 space-y-2 text-sm text-ink">
        {rules.map((rule) => (
          <li key={`${rule.article}-${rule.law}`}>
            <strong>
              {rule.article} {rule.law}:
            </strong>{' '}
            {rule.summary}
          </li>
        ))}
      </ul>
    </section>
  );
}
