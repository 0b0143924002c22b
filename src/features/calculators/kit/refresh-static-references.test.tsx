import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { formatLongDate } from '@/lib/format/dates';
import type { LiveReferenceValues } from './live-reference-values';
import { ReferenceValueField } from './reference-value-field';
import { UF, UTM } from './reference-values';
import { applyStaticReferences, refreshStaticReferences } from './refresh-static-references';
import type { SteadyRange } from './steady-range';

// A visitor who only reads a calculator page sees the day's values in the prerendered form, with
// their date and source, before (or without) the calculator's code taking over.

const TODAY = '2026-12-03';
const LIVE: LiveReferenceValues = {
  uf: {
    value: 40_123.45,
    asOf: TODAY,
    source: 'CMF (api.cmfchile.cl)',
    verified: true,
    caveat: '',
  },
  utm: {
    value: 69_751,
    asOf: '2026-12-01',
    source: 'CMF (api.cmfchile.cl)',
    verified: true,
    caveat: '',
  },
};

function prerendered(live = false, steady: Record<string, SteadyRange> = {}): HTMLElement {
  const html = renderToStaticMarkup(
    <form>
      <ReferenceValueField
        name="uf"
        label="UF"
        reference={UF}
        value="39.841,72"
        onChange={() => undefined}
        steady={steady.uf}
      />
      <ReferenceValueField
        name="utm"
        label="UTM"
        reference={UTM}
        value="69.500"
        onChange={() => undefined}
        steady={steady.utm}
      />
    </form>,
  );
  const state = live ? 'activa' : 'estatica';
  document.body.innerHTML = `<div id="isla" data-island="live"><div data-calculator="${state}">${html}</div></div>`;
  return document.getElementById('isla') as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('refreshStaticReferences', () => {
  it('puts the day’s UF and UTM into the static form, with date and source', async () => {
    prerendered();
    await refreshStaticReferences('isla', () => Promise.resolve(LIVE));
    const uf = screen.getByLabelText('UF');
    expect(uf).toHaveValue('40.123,45');
    expect(uf).toHaveAccessibleDescription(
      `Valor al ${formatLongDate(TODAY)}, según CMF (api.cmfchile.cl); puedes cambiarlo. ${UF.caveat ?? ''}`,
    );
    const utm = screen.getByLabelText('UTM');
    expect(utm).toHaveValue('69.751');
    expect(utm).toHaveAccessibleDescription(
      'Valor al 1 de diciembre de 2026, según CMF (api.cmfchile.cl); puedes cambiarlo.',
    );
  });

  it('announces an input when a value changed, so the calculator takes over and recomputes', () => {
    const container = prerendered();
    let inputs = 0;
    container.addEventListener('input', () => {
      inputs += 1;
    });
    applyStaticReferences(container, LIVE);
    expect(inputs).toBe(1);
    applyStaticReferences(container, LIVE);
    expect(inputs).toBe(1);
  });

  it('only shows a day’s value the prerendered result does not depend on', () => {
    const inputs = { count: 0 };
    const listen = (container: HTMLElement) => {
      container.addEventListener('input', () => {
        inputs.count += 1;
      });
      return container;
    };
    applyStaticReferences(
      listen(prerendered(false, { uf: [35_857.55, 43_825.89], utm: [62_550, 76_450] })),
      LIVE,
    );
    expect(screen.getByLabelText('UF')).toHaveValue('40.123,45');
    expect(screen.getByLabelText('UTM')).toHaveValue('69.751');
    expect(inputs.count).toBe(0);
    // A UF past its range moves the result: the calculator takes over.
    applyStaticReferences(
      listen(prerendered(false, { uf: [35_857.55, 40_000], utm: [62_550, 76_450] })),
      LIVE,
    );
    expect(inputs.count).toBe(1);
  });

  it('leaves a field the visitor changed, and a form whose code took over', () => {
    const container = prerendered();
    screen.getByLabelText<HTMLInputElement>('UF').value = '39.000';
    applyStaticReferences(container, LIVE);
    expect(screen.getByLabelText('UF')).toHaveValue('39.000');
    expect(screen.getByLabelText('UTM')).toHaveValue('69.751');

    applyStaticReferences(prerendered(true), LIVE);
    expect(screen.getByLabelText('UF')).toHaveValue('39.841,72');
  });

  it('keeps the prerendered values and dates when nothing arrived', async () => {
    prerendered();
    await refreshStaticReferences('isla', () => Promise.resolve({}));
    expect(screen.getByLabelText('UF')).toHaveValue('39.841,72');
    expect(screen.getByLabelText('UTM')).toHaveAccessibleDescription(/^Valor no confirmado\./);
  });
});
