import { useEffect, useState } from 'react';
import type { Carried } from '@/components/forms/form-island';
import { clearDraft, readDraft, writeDraft } from '@/components/forms/form-draft';
import type { Answers } from './answer-fields';

/** Puts the cursor back in the static field the visitor was using when the code took over. */
function restoreFocus(focus: Carried['focus']) {
  if (!focus) return;
  const element = document.getElementsByName(focus.name)[0];
  if (!(
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  ))
    return;
  element.focus();
  if (!(element instanceof HTMLSelectElement) && focus.start !== null) {
    try {
      element.setSelectionRange(focus.start, focus.end);
    } catch {
      // Date and e-mail inputs have no selection to restore.
    }
  }
}

/**
 * A generator's answers: what was typed into the static form wins, then the draft kept in this
 * tab, then the defaults. They are kept as they change (names and RUTs are personal data: this
 * tab only, never in the address bar), so a reload loses nothing.
 */
export function useAnswers(draftId: string, defaults: Answers, carried?: Carried) {
  const [answers, setAnswers] = useState<Answers>(() => {
    const draft = typeof window === 'undefined' ? undefined : readDraft(draftId);
    const start: Answers = { ...defaults };
    for (const key of Object.keys({ ...defaults, ...draft, ...carried?.values })) {
      const value = carried?.values[key] || draft?.[key] || defaults[key];
      if (value !== undefined) start[key] = value;
    }
    return start;
  });

  useEffect(() => {
    restoreFocus(carried?.focus);
    // Only when the form takes over from the static one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // Untouched defaults are not a draft: nothing to bring back.
    const untouched = Object.keys(answers).every((key) => answers[key] === (defaults[key] ?? ''));
    if (untouched) clearDraft(draftId);
    else writeDraft(draftId, answers);
  }, [draftId, answers, defaults]);

  const setAnswer = (name: string, value: string) =>
    setAnswers((current) => ({ ...current, [name]: value }));
  /** Forgets every answer (on a shared computer, before leaving it). */
  const reset = () => setAnswers({ ...defaults });
  return { answers, setAnswer, reset };
}
