import { BackendError } from './port';
import { setHumanCheckSolver, withHumanCheck, type HumanCheckSolver } from './human-check';

const PASS = 'c'.repeat(64);
const needsPerson = () =>
  new BackendError('Confirma que eres una persona para continuar.', 'verificacion_humana', 'PT428');
const exchange = (token: string) => Promise.resolve(`${token}-pase`);

let unregister: (() => void) | undefined;
afterEach(() => unregister?.());

/** A call refused for want of a person until it carries a pass; it records what it got. */
function guardedCall() {
  const passes: (string | null)[] = [];
  const call = (pass: string | null) => {
    passes.push(pass);
    return pass ? Promise.resolve('hecho') : Promise.reject(needsPerson());
  };
  return { call, passes };
}

describe('withHumanCheck', () => {
  it('repeats the refused call once, with the pass the person earned', async () => {
    const solver = vi.fn<HumanCheckSolver>((swap) => swap('token'));
    unregister = setHumanCheckSolver(solver);
    const { call, passes } = guardedCall();
    await expect(withHumanCheck(call, exchange)).resolves.toBe('hecho');
    expect(passes).toEqual([null, 'token-pase']);
    expect(solver).toHaveBeenCalledTimes(1);
  });

  it('hands back the original refusal when the person cancels, or nobody can ask', async () => {
    const { call, passes } = guardedCall();
    await expect(withHumanCheck(call, exchange)).rejects.toMatchObject({
      code: 'verificacion_humana',
    });
    unregister = setHumanCheckSolver(() => Promise.resolve(null));
    await expect(withHumanCheck(call, exchange)).rejects.toMatchObject({
      code: 'verificacion_humana',
    });
    unregister();
    unregister = setHumanCheckSolver(() => Promise.reject(new Error('sin diálogo')));
    await expect(withHumanCheck(call, exchange)).rejects.toMatchObject({
      code: 'verificacion_humana',
    });
    expect(passes).toEqual([null, null, null]);
  });

  it('repeats only once: a second refusal reaches the caller', async () => {
    unregister = setHumanCheckSolver(() => Promise.resolve(PASS));
    const passes: (string | null)[] = [];
    const call = (pass: string | null) => {
      passes.push(pass);
      return Promise.reject(needsPerson());
    };
    await expect(withHumanCheck(call, exchange)).rejects.toMatchObject({
      code: 'verificacion_humana',
    });
    expect(passes).toEqual([null, PASS]);
  });

  it('leaves every other error alone, and asks nobody', async () => {
    const solver = vi.fn<HumanCheckSolver>(() => Promise.resolve(PASS));
    unregister = setHumanCheckSolver(solver);
    const limit = new BackendError('Ya recibimos varios mensajes', 'limite_mensajes');
    await expect(withHumanCheck(() => Promise.reject(limit), exchange)).rejects.toBe(limit);
    expect(solver).not.toHaveBeenCalled();
  });

  it('shows one check at a time when two calls are refused together', async () => {
    let open = 0;
    let most = 0;
    unregister = setHumanCheckSolver(async (swap) => {
      open += 1;
      most = Math.max(most, open);
      await new Promise((resolve) => setTimeout(resolve, 10));
      open -= 1;
      return swap('t');
    });
    const results = await Promise.all([
      withHumanCheck(guardedCall().call, exchange),
      withHumanCheck(guardedCall().call, exchange),
    ]);
    expect(results).toEqual(['hecho', 'hecho']);
    expect(most).toBe(1);
  });
});
