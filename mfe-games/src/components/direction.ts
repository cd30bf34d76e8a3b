/** Whether an element sits in right-to-left text (the shell sets dir on <html>; a part may set its own). */
export function isRtl(element: Element): boolean {
  return element.closest('[dir]')?.getAttribute('dir') === 'rtl';
}
