import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldGroup } from './field-group';

function Field({ label }: { label: string }) {
  const id = useId();
  return <input id={id} aria-label={label} />;
}

describe('FieldGroup', () => {
  it('names its fields by its legend', () => {
    render(
      <FieldGroup legend="La compra">
        <Field label="Precio" />
        <Field label="Crédito" />
      </FieldGroup>,
    );
    const group = screen.getByRole('group', { name: 'La compra' });
    expect(within(group).getByLabelText('Precio')).toBeInTheDocument();
    expect(within(group).getByLabelText('Crédito')).toBeInTheDocument();
  });

  it.each([true, false])(
    'gives its fields the ids a hand-written fieldset gives (%s)',
    (showSecond) => {
      const grouped = renderToString(
        <FieldGroup legend="La compra">
          <Field label="Precio" />
          {showSecond && <Field label="Crédito" />}
          <Field label="Plazo" />
        </FieldGroup>,
      );
      const byHand = renderToString(
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-ink">La compra</legend>
          <Field label="Precio" />
          {showSecond && <Field label="Crédito" />}
          <Field label="Plazo" />
        </fieldset>,
      );
      expect(grouped).toBe(byHand);
    },
  );
});
