import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A radio group's registration that keeps the option a visitor picked in the prerendered form,
 * before the page's code took it over. react-hook-form keeps what was typed into a field, a box
 * ticked or an option selected by then (it compares each element with its default as it
 * registers it), but sets a radio group to the form's value, which would clear the choice.
 * `choose` records the picked value in the form as the visitor's own change; `current` is the
 * form's value, so a choice already recorded is not recorded again.
 */
export function keepEarlyChoice<Name extends string>(
  field: UseFormRegisterReturn<Name>,
  current: () => unknown,
  choose: (value: string) => void,
): UseFormRegisterReturn<Name> {
  return {
    ...field,
    ref: (element: HTMLInputElement | null) => {
      // Read before react-hook-form registers the element: registering unchecks it.
      const picked = element?.checked && !element.defaultChecked ? element.value : null;
      field.ref(element);
      if (picked !== null && current() !== picked) choose(picked);
    },
  };
}
