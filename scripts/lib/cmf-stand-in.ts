/**
 * The reference values' source on the local servers (`npm run dev`, `npm run preview`). With
 * the CMF's key (CMF_API_KEY) they ask the CMF itself; otherwise a local stand-in
 * (e2e/cmf-simulator.ts) on a free port, pointed at by CMF_API_URL and its public key. The
 * end-to-end tests give their own (CMF_API_URL set).
 */
import type { AddressInfo } from 'node:net';
import { CMF_STAND_IN_KEY, startCmfSimulator } from '../../e2e/cmf-simulator.ts';

type Env = Record<string, string | undefined>;

export async function withLocalCmf(env: Env): Promise<{ env: Env; close: () => void }> {
  if (env.CMF_API_KEY?.trim()) return { env, close: () => undefined };
  const server = await startCmfSimulator(0);
  const { port } = server.address() as AddressInfo;
  return {
    env: { ...env, CMF_API_URL: `http://127.0.0.1:${String(port)}`, CMF_API_KEY: CMF_STAND_IN_KEY },
    close: () => {
      server.close();
    },
  };
}
