/**
 * Whether a key press is the "/" shortcut to the search field: a plain "/" (no Ctrl, Alt or Meta), not typed into
 * a text field, a select or an editable element, where "/" is a character.
 */
export function isSlashShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target'>) {
  if (event.key !== '/' || event.ctrlKey || event.altKey || event.metaKey) return false;
  const target = event.target as HTMLElement | null;
  if (!target || typeof target.closest !== 'function') return true;
  return !target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])');
}
