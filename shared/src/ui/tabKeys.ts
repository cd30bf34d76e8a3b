/**
 * The tab a key moves to among the visible ones: arrows wrap around and follow what the eye sees (in a
 * right-to-left page the next tab is to the left), Home and End go to the ends; null for any other key.
 */
export function tabAfterKey<T>(key: string, visible: readonly T[], current: T, direction: 'ltr' | 'rtl'): T | null {
  const index = Math.max(0, visible.indexOf(current));
  const last = visible.length - 1;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return visible[index === last ? 0 : index + 1]!;
  if (key === backward) return visible[index === 0 ? last : index - 1]!;
  if (key === 'Home') return visible[0]!;
  if (key === 'End') return visible[last]!;
  return null;
}
