// @vitest-environment jsdom
import type { BackendPort } from '@/backend/port';
import { fakeBackend } from '@/test/fake-backend';

const getBackend = vi.fn<() => Promise<BackendPort>>();
const backends = {
  get starts() {
    return getBackend.mock.calls.length;
  },
};

/** A fresh copy of the module: whether it has warmed lasts as long as the page. */
async function load() {
  vi.resetModules();
  vi.doMock('@/backend/get-backend', () => ({ getBackend }));
  return import('./booking-intent');
}

function setSaveData(saveData: boolean | undefined) {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: saveData === undefined ? undefined : { saveData },
  });
}

beforeEach(() => {
  getBackend.mockReset();
  getBackend.mockResolvedValue(fakeBackend());
  setSaveData(undefined);
});

afterEach(() => {
  vi.useRealTimers();
  setSaveData(undefined);
});

describe('warmBooking', () => {
  it('starts the backend and loads the form once, however often it is asked', async () => {
    const { warmBooking } = await load();
    const loadForm = vi.fn(() => Promise.resolve());
    warmBooking(loadForm);
    warmBooking(loadForm);
    await vi.waitFor(() => {
      expect(backends.starts).toBe(1);
    });
    warmBooking(loadForm);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(backends.starts).toBe(1);
    expect(loadForm).toHaveBeenCalledTimes(1);
  });

  it('loads nothing ahead when the browser saves data', async () => {
    setSaveData(true);
    const { warmBooking } = await load();
    const loadForm = vi.fn(() => Promise.resolve());
    warmBooking(loadForm);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(backends.starts).toBe(0);
    expect(loadForm).not.toHaveBeenCalled();
  });

  it('keeps quiet when the start fails: the form offers Reintentar itself', async () => {
    getBackend.mockRejectedValue(new Error('sin conexión'));
    const { warmBooking } = await load();
    warmBooking(() => Promise.reject(new Error('sin conexión')));
    await vi.waitFor(() => {
      expect(backends.starts).toBe(1);
    });
  });
});

describe('bookingHoverStarted', () => {
  it('counts a mouse that rests on the control as intent', async () => {
    vi.useFakeTimers();
    const { bookingHoverStarted, HOVER_INTENT_MS } = await load();
    bookingHoverStarted('mouse');
    vi.advanceTimersByTime(HOVER_INTENT_MS - 1);
    await vi.dynamicImportSettled();
    expect(backends.starts).toBe(0);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await vi.waitFor(() => {
      expect(backends.starts).toBe(1);
    });
  });

  it('ignores a mouse that only passes over it', async () => {
    vi.useFakeTimers();
    const { bookingHoverEnded, bookingHoverStarted, HOVER_INTENT_MS } = await load();
    bookingHoverStarted('mouse');
    vi.advanceTimersByTime(HOVER_INTENT_MS / 2);
    bookingHoverEnded();
    vi.advanceTimersByTime(HOVER_INTENT_MS * 10);
    await vi.dynamicImportSettled();
    expect(backends.starts).toBe(0);
  });

  it('ignores a touch (a finger scrolling the page) and a pen', async () => {
    vi.useFakeTimers();
    const { bookingHoverStarted, HOVER_INTENT_MS } = await load();
    bookingHoverStarted('touch');
    bookingHoverStarted('pen');
    vi.advanceTimersByTime(HOVER_INTENT_MS * 10);
    await vi.dynamicImportSettled();
    expect(backends.starts).toBe(0);
  });
});
