/// <reference types="vite/client" />

/** The day of the build in Chile (YYYY-MM-DD), set by vite.config.ts. */
declare const __BUILD_DAY__: string;

/** The public configuration; see .env.example. Validated at build time by config/env-schema.ts. */
interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_MAKE_WEBHOOK_URL?: string;
  /** Cloudflare Turnstile's site key (public) for the human check; the local stand-in without it. */
  readonly VITE_TURNSTILE_SITE_KEY?: string;
  /** '1' only in the admin benchmark's build (scripts/bench-admin.ts). */
  readonly VITE_BENCH?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The slugs of the published blog articles (scripts/lib/blog-content.ts). */
declare module 'virtual:blog-slugs' {
  export const SLUGS: readonly string[];
}

/** The embedded database's downloads (scripts/lib/database-snapshot-plugin.ts). */
declare module 'virtual:database-snapshot' {
  /** PGlite's engine (WebAssembly), the same file PGlite itself would download. */
  export const engineUrl: string;
  /** The migrated and seeded database, gzipped. */
  export const snapshotUrl: string;
  /** PGlite's file bundle without what the browser never reads. */
  export const fsBundleUrl: string;
  /** pgcrypto's library (WebAssembly), loaded when a query first needs it. */
  export const pgcryptoUrl: string;
}
