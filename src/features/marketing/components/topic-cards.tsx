import { Link } from 'react-router-dom';

export interface Topic {
  title: string;
  text: string;
  /** A page that treats the topic in depth. */
  href?: string;
}

interface TopicCardsProps {
  id: string;
  heading: string;
  intro?: string;
  topics: readonly Topic[];
}

/** A titled grid of short topics: what a practice handles, the crimes it defends, reasons. */
export function TopicCards({ id, heading, intro, topics }: TopicCardsProps) {
  return (
    <section aria-labelledby={id} className="px-4 py-12 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <h2 id={id} className="text-2xl font-bold text-ink">
          {heading}
        </h2>
        {intro && <p className="mt-2 max-w-3xl text-ink-muted">{intro}</p>}
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {topics.map((topic) => (
            <li key={topic.title} className="rounded-2xl border border-line bg-surface p-5">
              <h3 className="font-semibold text-ink">
                {topic.href ? (
                  <Link to={topic.href} className="text-link underline-offset-2 hover:underline">
                    {topic.title}
                  </Link>
                ) : (
                  topic.title
                )}
              </h3>
              <p className="mt-1 text-sm text-ink-muted">{topic.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
