import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { blogContent } from './scripts/lib/blog-content.ts';
import { databaseSnapshot } from './scripts/lib/database-snapshot-plugin.ts';
import { serveDevMailbox } from './scripts/lib/dev-mailbox-routes.ts';
import { localFunctions, serveLocalFunction } from './scripts/lib/local-functions.ts';
import { createMailbox } from './scripts/lib/mail-stand-in.ts';
import { withLocalCmf } from './scripts/lib/cmf-stand-in.ts';
import { withLocalStandIn } from './scripts/lib/turnstile-stand-in.ts';
import { validateEnv } from './src/config/env-schema.ts';
import { prepaintScript } from './src/lib/preferences/apply-stored-preferences.ts';
import { PREFERENCE_KEYS } from './src/lib/preferences/preferences.ts';
import { chileNow } from './src/lib/time/chile-time.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const BLOG_PAGE_CHUNK = /^assets\/(article|blog)-page-/;
/** Every page module the shell loads lazily (route-table pages: `*-page.tsx`). */
const PAGE_CHUNK = /^assets\/[\w-]+-page-[\w-]+\.js$/;

/** Inlines the theme/accessibility script into <head>, so preferences apply before first paint. */
function prepaint(): Plugin {
  return {
    name: 'prepaint-preferences',
    transformIndexHtml: (html) =>
      html.replace('<!--prepaint-->', `<script>${prepaintScript(PREFERENCE_KEYS)}</script>`),
  };
}

/**
 * `npm run dev` serves the Edge Functions of the embedded mode (/functions/v1/notificar), with the
 * webhook URL from the server's environment (MAKE_WEBHOOK_URL in .env or the shell). With hosted
 * Supabase configured, the browser calls Supabase's own functions instead. Without Turnstile's
 * secret (TURNSTILE_SECRET_KEY) it also starts the local stand-in for the human check. What the
 * functions would send by e-mail is shown at /dev/correos (the dev server's page only).
 */
function localEdgeFunctions(env: Record<string, string>): Plugin {
  return {
    name: 'local-edge-functions',
    apply: 'serve',
    configureServer(server) {
      // The notices' links lead to this dev server unless the environment names the site.
      const serverEnv: Record<string, string | undefined> = {
        SITE_URL: `http://localhost:${String(server.config.server.port)}`,
        ...env,
        ...process.env,
      };
      const mailbox = createMailbox();
      server.middlewares.use((request, response, next) => {
        serveDevMailbox(mailbox, request, response).then(
          (served) => {
            if (!served) next();
          },
          (error: unknown) => {
            next(error);
          },
        );
      });
      // Vitest runs this plugin too, and needs no stand-in.
      const functions = process.env.VITEST
        ? Promise.resolve(localFunctions(serverEnv, mailbox))
        : withLocalCmf(serverEnv)
            .then((cmf) => {
              server.httpServer?.once('close', cmf.close);
              if (cmf.env !== serverEnv)
                server.config.logger.info(`Sustituto de la CMF: ${String(cmf.env.CMF_API_URL)}`);
              return withLocalStandIn(cmf.env);
            })
            .then(
              (local) => {
                server.httpServer?.once('close', local.close);
                if (local.env.TURNSTILE_VERIFY_URL !== serverEnv.TURNSTILE_VERIFY_URL)
                  server.config.logger.info(
                    `Sustituto de Turnstile: ${String(local.env.TURNSTILE_VERIFY_URL)}`,
                  );
                return localFunctions(local.env, mailbox);
              },
              (error: unknown) => {
                // The site still runs; the check answers that it is unavailable.
                server.config.logger.error(`Sustitutos locales: ${String(error)}`);
                return localFunctions(serverEnv, mailbox);
              },
            );
      server.middlewares.use((request, response, next) => {
        functions
          .then((ready) => serveLocalFunction(ready, request, response))
          .then(
            (served) => {
              if (!served) next();
            },
            (error: unknown) => {
              next(error);
            },
          );
      });
    },
  };
}

/**
 * Writes dist/.vite/chunk-modules.json: which source modules ended up in which chunk. The budget
 * check reads it to prove that public pages load no backend, admin or database code.
 */
function chunkModulesReport(): Plugin {
  let ssr = false;
  return {
    name: 'chunk-modules-report',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const report: Record<string, string[]> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') {
          report[fileName] = output.moduleIds.map((id) => path.relative(root, id));
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(report, null, 1),
      });
    },
  };
}

export default defineConfig(({ mode }) => {
  validateEnv(loadEnv(mode, root, 'VITE_'));
  return {
    plugins: [
      // Blog articles: MDX compiled here, frontmatter validated here (fails the build).
      ...blogContent(root),
      react(),
      tailwindcss(),
      prepaint(),
      chunkModulesReport(),
      databaseSnapshot(root),
      localEdgeFunctions(loadEnv(mode, root, '')),
    ],
    // The embedded database's worker imports the snapshot's URL; a build bundles workers with
    // these plugins only.
    worker: { plugins: () => [databaseSnapshot(root)] },
    resolve: { alias: { '@': path.join(root, 'src') } },
    // The day of the build in Chile: what a prerendered page shows for date-bound content (a
    // launch offer), and what the browser hydrates it with before it checks its own day.
    define: { __BUILD_DAY__: JSON.stringify(chileNow(new Date()).date) },
    build: {
      manifest: true,
      target: 'es2022',
      // One stylesheet, not one per chunk: it is inlined into every HTML file
      // (scripts/prerender.ts), and a chunk that owned CSS would list it among the files its lazy
      // imports must load. Vite 8 adds those CSS files after resolveDependencies (below), and its
      // loader, not finding a <link> to that file, inserted one: a second copy of the inlined
      // stylesheet, fetched after hydration (the blog's saved list, the calculators' reference
      // values), whose arrival restyled the whole page in one task (17-22 ms on this machine,
      // x4 under Lighthouse's mobile CPU).
      cssCodeSplit: false,
      modulePreload: {
        // Every browser the site supports (es2022) follows <link rel="modulepreload"> itself;
        // the polyfill would cost every page about 0.4 kB for none of them.
        polyfill: false,
        // The one stylesheet is inlined into every HTML file (scripts/prerender.ts), so a lazy
        // chunk never needs to fetch it again.
        // (hostId is the importing chunk's file.) The blog's pages load their article text, list
        // and widgets after the first paint, not before: their lazy imports list no dependencies
        // to preload, which keeps those lists of file names out of the pages' initial JavaScript.
        // Likewise the shell lists no dependencies for the pages it loads on in-app navigation:
        // the list for every page of the site would be in every page's first JavaScript (about
        // 1.5 kB), while a first visit gets its own page's files as modulepreload links in the
        // prerendered HTML. Navigating in the app costs at most one more round trip.
        resolveDependencies: (file: string, deps: string[], { hostId }: { hostId: string }) =>
          BLOG_PAGE_CHUNK.test(hostId) || PAGE_CHUNK.test(file)
            ? []
            : deps.filter((dep) => !dep.endsWith('.css')),
      },
    },
    server: { port: 5173 },
  };
});
