import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFocusOnMount } from '@portal/shared';

/**
 * A field's registration whose element also takes the focus at mount when `when` holds. react-hook-form's own
 * setFocus waits a tick, by which time a keyboard user may already have moved on (e.g. to the next tab).
 */
export function useFocusedField(registration: UseFormRegisterReturn, when: boolean): UseFormRegisterReturn {
  const focused = useFocusOnMount<HTMLInputElement>(when);
  return {
    ...registration,
    ref: (element: HTMLInputElement | null) => {
      registration.ref(element);
      focused.current = element;
    },
  };
}
