import { ArrowRight } from 'lucide-react';
import type { Tool } from './templates';

/** Cards linking to tools (templates, generators, calculators, guides). */
export function ToolList({ tools }: { tools: readonly Tool[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {tools.map((tool) => (
        <li key={tool.href} className="rounded-2xl border border-line bg-surface p-5">
          <h3 className="font-semibold text-ink">
            <a href={tool.href} className="text-link underline-offset-2 hover:underline">
              {tool.title}
            </a>
          </h3>
          <p className="mt-1 text-sm text-ink-muted">{tool.description}</p>
          <a
            href={tool.href}
            className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-link"
            aria-label={`Abrir ${tool.title.toLowerCase()}`}
          >
            Abrir <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
