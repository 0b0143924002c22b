import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PLANS } from '@/content/catalogue/plans';
import { PriceTag } from './price-tag';

const TERMS =
  'Precio de lanzamiento con 50% de descuento sobre el precio normal de $70.000, garantizado para reservas hechas hasta el 31 de diciembre de 2026.';

/** Noon in Santiago (UTC-3 in summer) on the given day. */
const chileNoon = (day: string) => new Date(`${day}T15:00:00Z`);

describe('PriceTag and the launch offer (Ley 19.496 art. 35: terms and duration)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('shows the struck list price, the discount and the terms with the end date while it runs', () => {
    vi.setSystemTime(chileNoon('2026-12-31'));
    render(<PriceTag plan={PLANS.laboral} />);
    expect(screen.getByText('$35.000')).toBeInTheDocument();
    expect(screen.getByText('$70.000').closest('s')).not.toBeNull();
    expect(screen.getByText('50% OFF')).toBeInTheDocument();
    expect(screen.getByText(TERMS)).toBeInTheDocument();
  });

  it('stops showing the offer by itself the next day in Chile, with the price charged unchanged', () => {
    // 1 January 2027 at 00:30 in Santiago is still 31 December in UTC.
    vi.setSystemTime(new Date('2027-01-01T03:30:00Z'));
    render(<PriceTag plan={PLANS.laboral} />);
    expect(screen.getByText('$35.000')).toBeInTheDocument();
    expect(screen.queryByText('$70.000')).not.toBeInTheDocument();
    expect(screen.queryByText('50% OFF')).not.toBeInTheDocument();
    expect(screen.queryByText(/Precio de lanzamiento/)).not.toBeInTheDocument();
  });

  it('prerenders with the day of the build, so static HTML never claims an ended offer', () => {
    // The server render reads the build day, not the clock: an offer that ended before the build
    // is absent from the HTML whatever the clock says.
    vi.setSystemTime(chileNoon('2027-02-01'));
    const html = renderToString(<PriceTag plan={PLANS.laboral} />);
    expect(html.includes('$70.000')).toBe(__BUILD_DAY__ <= '2026-12-31');
  });
});
