import type { ReactNode } from 'react';

interface CalculatorFormProps {
  /** The form's accessible name ("Datos del despido"). */
  label: string;
  children: ReactNode;
}

/**
 * A calculator's form. It is never sent: the result follows the fields as they change, so the
 * browser's own validation and submit (Enter in a field) are turned off.
 */
export function CalculatorForm({ label, children }: CalculatorFormProps) {
  return (
    <form aria-label={label} noValidate onSubmit={(event) => event.preventDefault()}>
      {children}
    </form>
  );
}
