import { render, screen } from '@testing-library/react';
import { HumanCheckDialog } from './human-check-dialog';
import { loadTurnstile, TURNSTILE_SCRIPT, type TurnstileApi } from './load-turnstile';

type RenderOptions = Parameters<TurnstileApi['render']>[1];

afterEach(() => {
  delete window.turnstile;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('Cloudflare Turnstile in the human check', () => {
  it('renders the widget with the site key and this check’s action, and verifies its token', async () => {
    const rendered: RenderOptions[] = [];
    window.turnstile = {
      render: (_container, options) => {
        rendered.push(options);
        return 'widget-1';
      },
      reset: vi.fn(),
      remove: vi.fn(),
    };
    const exchange = vi.fn(() => Promise.resolve('e'.repeat(64)));
    const onDone = vi.fn();
    render(<HumanCheckDialog exchange={exchange} onDone={onDone} siteKey="0x4AAAAAAAclave" />);
    await vi.waitFor(() => expect(rendered).toHaveLength(1));
    expect(rendered[0]).toMatchObject({
      sitekey: '0x4AAAAAAAclave',
      action: 'verificacion_humana',
      language: 'es',
    });
    expect(screen.queryByRole('button', { name: 'Confirmo que soy una persona' })).toBeNull();
    rendered[0]?.callback('token-de-cloudflare');
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('e'.repeat(64)));
    expect(exchange).toHaveBeenCalledWith('token-de-cloudflare');
  });

  it('loads Cloudflare’s script once, only when asked', async () => {
    expect(document.querySelector(`script[src="${TURNSTILE_SCRIPT}"]`)).toBeNull();
    const first = loadTurnstile();
    const second = loadTurnstile();
    const scripts = document.head.querySelectorAll(`script[src="${TURNSTILE_SCRIPT}"]`);
    expect(scripts).toHaveLength(1);
    const api: TurnstileApi = { render: () => 'w', reset: vi.fn(), remove: vi.fn() };
    window.turnstile = api;
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(api);
    await expect(second).resolves.toBe(api);
  });
});
