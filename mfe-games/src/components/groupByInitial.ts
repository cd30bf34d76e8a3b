export interface InitialGroup<T> {
  /** An upper-case letter, or "#" for titles that start with a digit or a symbol. */
  initial: string;
  items: T[];
}

const LETTER = /\p{L}/u;

/** The letter a title is filed under: its first letter without accents ("É" → "E"), upper-cased in the locale. */
export function initialOf(title: string, locale: string): string {
  const first = title.trim().normalize('NFD').charAt(0);
  return LETTER.test(first) ? first.toLocaleUpperCase(locale) : '#';
}

/** Items sorted in the locale's alphabetical order and grouped by their title's initial ("#" first). */
export function groupByInitial<T extends { title: string }>(items: readonly T[], locale: string): InitialGroup<T>[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const groups = new Map<string, T[]>();
  const sorted = [...items].sort((a, b) => collator.compare(a.title, b.title));
  for (const item of sorted) {
    const initial = initialOf(item.title, locale);
    groups.set(initial, [...(groups.get(initial) ?? []), item]);
  }
  return [...groups]
    .map(([initial, grouped]) => ({ initial, items: grouped }))
    .sort((a, b) => (a.initial === '#' ? -1 : b.initial === '#' ? 1 : 0));
}
