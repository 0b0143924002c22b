import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows the current URL, so tests can assert where a click or a key press navigated. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

/** Renders UI inside a router at `url`; every route shows the location probe. */
export function renderWithRouter(ui: ReactElement, url = '/') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      {ui}
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}
