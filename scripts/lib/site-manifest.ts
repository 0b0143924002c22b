import fs from 'node:fs';
import path from 'node:path';

/** What the prerenderer tells the server about the built site (dist/.vite/site-routes.json). */
export interface SiteRoutes {
  prerendered: string[];
  client: string[];
}

export const SITE_ROUTES_FILE = '.vite/site-routes.json';

export function readSiteRoutes(distDir: string): SiteRoutes {
  const file = path.join(distDir, SITE_ROUTES_FILE);
  if (!fs.existsSync(file)) {
    throw new Error(`No existe ${file}: ejecuta "npm run build" antes.`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SiteRoutes;
}
