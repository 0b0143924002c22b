import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLongDate } from '@/lib/format/dates';
import { resetLiveReferenceValues } from '../kit/live-reference-values';
import IndemnizacionBody from './indemnizacion-body';

// Issue 29: the UF that feeds the 90 UF cap was March's. The page shows the prerendered UF with
// its date, then the day's stored UF with its date and source, without touching the address
// (the day's value is the default) and without overwriting what the visitor typed.

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
const DAY_UF = { valor: 40_123.45, fecha: today, origen: 'cmf', fuente: 'CMF (api.cmfchile.cl)' };

function serveOnRelease() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetcher = vi.fn<typeof fetch>(async () => {
    await gate;
    return new Response(JSON.stringify({ valores: { uf: DAY_UF } }));
  });
  vi.stubGlobal('fetch', fetcher);
  return { fetcher, release };
}

afterEach(() => {
  resetLiveReferenceValues();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the severance calculator’s UF', () => {
  it('moves from the prerendered UF to the day’s, with its date and source', async () => {
    const { fetcher, release } = serveOnRelease();
    render(<IndemnizacionBody />);
    const field = screen.getByLabelText('Valor de la UF (pesos)');
    expect(field).toHaveValue('39.841,72');
    expect(field).toHaveAccessibleDescription(
      /^Valor al 10 de marzo de 2026, según si3\.bcentral\.cl/,
    );
    release();
    expect(await screen.findByDisplayValue('40.123,45')).toBe(field);
    expect(field).toHaveAccessibleDescription(
      new RegExp(`^Valor al ${formatLongDate(today)}, según CMF \\(api\\.cmfchile\\.cl\\)`),
    );
    expect(fetcher).toHaveBeenCalledWith('/functions/v1/valores-referencia', expect.anything());
    expect(window.location.search).toBe('');
  });

  it('keeps a UF the visitor typed before the day’s arrived', async () => {
    const { release } = serveOnRelease();
    const user = userEvent.setup();
    render(<IndemnizacionBody />);
    const field = screen.getByLabelText('Valor de la UF (pesos)');
    await user.clear(field);
    await user.type(field, '39.000');
    release();
    await vi.waitFor(() => {
      expect(field).toHaveAccessibleDescription(/CMF/);
    });
    expect(field).toHaveValue('39.000');
  });

  it('keeps a UF given in the link, even the prerendered one', async () => {
    window.history.replaceState(null, '', '/?uf=39.841%2C72');
    const { release } = serveOnRelease();
    render(<IndemnizacionBody />);
    const field = screen.getByLabelText('Valor de la UF (pesos)');
    release();
    // The address is written after the render that shows the day's UF, a moment later: until
    // then the link's value equals the default and the address does not need it.
    await vi.waitFor(() => {
      expect(field).toHaveAccessibleDescription(/CMF/);
      expect(window.location.search).toBe('?uf=39.841%2C72');
    });
    expect(field).toHaveValue('39.841,72');
  });
});
