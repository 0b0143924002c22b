/**
 * The old site's article addresses and the articles they became. The host answers them with a
 * 301 (dist/_redirects, written by scripts/prerender.ts; scripts/serve.ts reads it), and the app's
 * not-found page forwards them too, for a link followed inside the app.
 */
export const LEGACY_POSTS: Readonly<Record<string, string>> = {
  '/blog-post-1': '/blog/reforma-tributaria-2024',
  '/blog-post-2': '/blog/beneficios-pyme',
  '/blog-post-3': '/blog/fiscalizacion-sii',
  '/blog-post-4': '/blog/despido-injustificado',
  '/blog-post-5': '/blog/calculo-indemnizacion',
};
