/** How test files reach the real-server tier's cluster: given by its global setup. */
export interface ClusterAddress {
  host: string;
  port: number;
  user: string;
  /** The migrated database every test file's own database is cloned from. */
  template: string;
}

/** Connections of a test file's pool: more than the 50 simultaneous callers of the busiest test. */
export const POOL_SIZE = 64;

declare module 'vitest' {
  export interface ProvidedContext {
    postgresCluster: ClusterAddress;
  }
}
