import { useEffect, useLayoutEffect, useState } from 'react';
import type { Carried } from '@/components/forms/form-island';
import { clearDraft, readDraft, writeDraft } from '@/components/forms/form-draft';
import { restoreFocus } from '@/components/forms/restore-focus';
import type { Answers } from './answer-fields';

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

  // Before another event: a keystroke between the swap and the focus would be lost.
  useLayoutEffect(() => {
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
