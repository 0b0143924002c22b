/** Modules made at build time by the blog content plugin (scripts/lib/blog-content.ts). */
declare module 'virtual:blog-articles' {
  import type { ArticleMeta } from '@/features/blog/article-schema';
  /** Every article's metadata, newest first. */
  export const ARTICLES: readonly ArticleMeta[];
}

declare module '*.mdx' {
  import type { ComponentType, JSX } from 'react';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Components = Record<string, ComponentType<any>>;
  export default function MDXContent(props: { components?: Components }): JSX.Element;
}
