import { readFilters, toQuery, withFilters } from './reservation-filters';

const params = (search: string) => new URLSearchParams(search);

describe('reservation filters in the URL', () => {
  it('reads every filter and the 1-based page', () => {
    expect(
      readFilters(
        params(
          'tab=reservas&q=%20ana%20&estado=confirmada&desde=2026-11-01&hasta=2026-11-30&pagina=3',
        ),
      ),
    ).toEqual({
      texto: 'ana',
      estado: 'confirmada',
      desde: '2026-11-01',
      hasta: '2026-11-30',
      pagina: 3,
    });
  });

  it('treats malformed values as absent', () => {
    expect(readFilters(params('estado=borrada&desde=ayer&hasta=2026-13&pagina=-2'))).toEqual({
      texto: '',
      estado: null,
      desde: '',
      hasta: '',
      pagina: 1,
    });
    expect(readFilters(params('pagina=2.5')).pagina).toBe(1);
  });

  it('keeps other parameters, drops empty ones and goes back to page 1 on a filter change', () => {
    const start = params('tab=reservas&q=ana&pagina=4');
    expect(withFilters(start, { estado: 'pendiente' }).toString()).toBe(
      'tab=reservas&q=ana&estado=pendiente',
    );
    expect(withFilters(start, { texto: '  ' }).toString()).toBe('tab=reservas');
    expect(withFilters(start, { pagina: 5 }).toString()).toBe('tab=reservas&q=ana&pagina=5');
    expect(withFilters(start, { pagina: 1 }).toString()).toBe('tab=reservas&q=ana');
    expect(start.toString()).toBe('tab=reservas&q=ana&pagina=4');
  });

  it('asks the port for a 0-based page of 25 with only the filters in use', () => {
    expect(toQuery({ texto: '', estado: null, desde: '', hasta: '', pagina: 1 })).toEqual({
      page: 0,
      pageSize: 25,
    });
    expect(
      toQuery({ texto: 'ana', estado: 'cancelada', desde: '2026-01-01', hasta: '', pagina: 2 }),
    ).toStrictEqual({
      texto: 'ana',
      estado: 'cancelada',
      desde: '2026-01-01',
      page: 1,
      pageSize: 25,
    });
  });
});
