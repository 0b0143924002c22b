/**
 * Vitest global setup of the real-server tier (project database-pg): one throwaway cluster for
 * the run, with the schema migrated into a template database, and its address given to the
 * test files. Its teardown stops the cluster and deletes its directory.
 */
import os from 'node:os';
import type { TestProject } from 'vitest/node';
import { POOL_SIZE, type ClusterAddress } from './cluster-address';
import { startCluster } from './cluster';
import { buildTemplate } from './template';

const TEMPLATE = 'plantilla_pruebas';
/** Connections a test file may open at once: its pool, its owner session and one to spare. */
const CONNECTIONS_PER_FILE = POOL_SIZE + 2;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  // Every file of every worker may be at its busiest at the same moment. Vitest leaves
  // maxWorkers unset unless configured, and then uses fewer workers than there are CPUs.
  const configured = project.config.maxWorkers || project.globalConfig.maxWorkers;
  const workers = configured > 0 ? configured : os.availableParallelism();
  const cluster = await startCluster({
    maxConnections: Math.max(200, workers * CONNECTIONS_PER_FILE + 10),
  });
  try {
    await buildTemplate(cluster, TEMPLATE);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  const address: ClusterAddress = {
    host: cluster.host,
    port: cluster.port,
    user: cluster.user,
    template: TEMPLATE,
  };
  project.provide('postgresCluster', address);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`PostgreSQL de prueba en ${cluster.host}:${String(cluster.port)} (${seconds} s)`);
  return () => cluster.stop();
}
