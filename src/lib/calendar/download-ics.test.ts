// @vitest-environment jsdom
import { downloadIcs } from './download-ics';

describe('downloadIcs', () => {
  const createObjectURL = vi.fn((blob: Blob) => `blob:test/${String(blob.size)}`);
  const revokeObjectURL = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('clicks a temporary download link to a calendar Blob, then releases it', async () => {
    const clicked: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });

    downloadIcs('consulta.ics', 'BEGIN:VCALENDAR\r\n');

    expect(click).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('text/calendar;charset=utf-8');
    expect(await blob?.text()).toBe('BEGIN:VCALENDAR\r\n');
    expect(clicked).toEqual([{ href: 'blob:test/17', download: 'consulta.ics' }]);
    expect(document.querySelector('a')).toBeNull();

    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/17');
  });
});
