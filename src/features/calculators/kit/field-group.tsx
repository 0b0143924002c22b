import { createElement, type ReactNode } from 'react';

interface FieldGroupProps {
  /** The group's title, read by a screen reader before each of its fields. */
  legend: string;
  /** The fields, written one after another as the group's children. */
  children: ReactNode | ReactNode[];
}

/** A titled group of a calculator's fields, two columns wide from small screens up. */
export function FieldGroup({ legend, children }: FieldGroupProps) {
  // The fields become the fieldset's own children, beside the legend, not a list nested inside
  // it: React derives each input's id (useId) from its place among its siblings, and a nested
  // list would give every field a new id, so the prerendered form would no longer match.
  const fields = Array.isArray(children) ? children : [children];
  return createElement(
    'fieldset',
    { className: 'grid gap-4 sm:grid-cols-2' },
    <legend className="mb-2 text-lg font-semibold text-ink">{legend}</legend>,
    ...fields,
  );
}
