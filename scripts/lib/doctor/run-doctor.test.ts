import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { MANAGEMENT_API, type DoctorOptions } from './options';
import { goodProject } from './project-profiles';
import { startProjectStandIn } from './project-stand-in';
import type { CheckGroup } from './report';
import { readRepository, runDoctor } from './run-doctor';

const repo = readRepository(path.resolve(import.meta.dirname, '../../..'));
const access = {
  ref: 'abcdefghijklmnopqrst',
  key: 'sb_secret_clave-de-prueba-0123456789',
  token: 'sbp_token-de-prueba-0123456789',
  site: 'https://www.ejemplo.cl',
};
let server: http.Server;
let options: DoctorOptions;

beforeAll(async () => {
  // A project whose latest migration is not applied: it lacks diagnostico_instalacion.
  server = await startProjectStandIn({ ...goodProject(repo, access), diagnosis: null });
  const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  options = { url, key: access.key, token: null, site: null, api: MANAGEMENT_API, ref: null };
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const line = (groups: CheckGroup[], label: string) =>
  groups.flatMap((group) => group.lines).find((candidate) => candidate.label === label);

describe('a run of the doctor', () => {
  it('without diagnostico_instalacion, says the migrations are missing and what it cannot tell', async () => {
    const groups = await runDoctor(options, repo);
    expect(line(groups, 'Migraciones')).toMatchObject({
      status: 'fail',
      remedy: expect.stringContaining('npm run deploy') as string,
    });
    expect(line(groups, 'Tareas programadas')?.status).toBe('unknown');
    expect(line(groups, 'Función notificar')?.status).toBe('pass');
  });

  it('without a token, marks the Management API checks as pending, not failed', async () => {
    const groups = await runDoctor(options, repo);
    const management = groups.at(-1)?.lines ?? [];
    expect(management.length).toBeGreaterThan(5);
    expect(management.every((candidate) => candidate.status === 'unknown')).toBe(true);
  });

  it('with a token for a URL that names no project, asks for --ref', async () => {
    const groups = await runDoctor({ ...options, token: access.token }, repo);
    expect(line(groups, 'Referencia del proyecto')?.remedy).toContain('--ref');
  });

  it('reports a wrong key as refused, without the key', async () => {
    const groups = await runDoctor({ ...options, key: 'sb_secret_otra-clave-0123456789' }, repo);
    expect(line(groups, 'Clave')?.detail).toContain('HTTP 401');
    expect(JSON.stringify(groups)).not.toContain('sb_secret_otra-clave');
  });

  it('reports a project that does not answer', async () => {
    const groups = await runDoctor({ ...options, url: 'http://127.0.0.1:9' }, repo, fetch, 2_000);
    expect(line(groups, 'Diagnóstico de la base')?.detail).toContain('sin respuesta');
    expect(line(groups, 'Función notificar')?.detail).toContain('no respondió');
  });
});
