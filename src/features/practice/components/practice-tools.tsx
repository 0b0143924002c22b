import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { PracticeTool, PracticeTopic } from '@/content/practice/practice-content';

export function PracticeTopics({ topics }: { topics: readonly PracticeTopic[] }) {
  return (
    <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {topics.map((topic) => (
        <article key={topic.title} className="rounded-2xl border border-line bg-surface p-5">
          <h3 className="font-semibold text-ink">{topic.title}</h3>
          <p className="mt-2 text-sm text-ink-muted">{topic.text}</p>
        </article>
      ))}
    </div>
  );
}

export function PracticeTools({ tools }: { tools: readonly PracticeTool[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {tools.map((tool) => (
        <li key={tool.href} className="rounded-2xl border border-line bg-surface p-5">
          <Link to={tool.href} className="inline-flex items-center gap-1 font-semibold text-link">
            {tool.title}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <p className="mt-1 text-sm text-ink-muted">{tool.text}</p>
        </li>
      ))}
    </ul>
  );
}
