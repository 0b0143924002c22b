/**
 * Part of `npm run check:hosted` (after `npm run build:hosted`): the hosted build ships no part of
 * the embedded database (lib/hosted-build.ts says what that means). Its budgets are checked by
 * check-budgets.ts with DIST_DIR=dist-hosted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { embeddedInHostedBuild, filesUnder, HOSTED_DIST } from './lib/hosted-build';

const dist = path.resolve(HOSTED_DIST);
const chunkModules = JSON.parse(
  fs.readFileSync(path.join(dist, '.vite/chunk-modules.json'), 'utf8'),
) as Record<string, string[]>;
const problems = embeddedInHostedBuild(filesUnder(dist), chunkModules);
if (problems.length > 0) {
  console.error(
    `La construcción alojada lleva la base de datos embebida:\n  - ${problems.join('\n  - ')}`,
  );
  process.exit(1);
}
console.log(`${HOSTED_DIST}/: ninguna página lleva PGlite ni la base de datos de demostración.`);
