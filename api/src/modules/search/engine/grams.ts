/**
 * Character n-grams of Chinese, Japanese and Korean text. These scripts write words without spaces between them, so
 * a title is one long "word" to the trigram matcher and a query holding part of it, or its parts in another order,
 * or an extra word, is no typo's reach away. Their runs are compared by overlapping pairs of characters instead
 * (贪吃蛇 → 贪吃, 吃蛇), and a run of one character by itself (蛇).
 */
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;

/** The distinct n-grams of a text's CJK runs: pairs, or a run's one character; with `singles`, every character too. */
export function cjkGrams(text: string, singles = false): string[] {
  const found = new Set<string>();
  for (const [run] of text.matchAll(CJK_RUN)) {
    const chars = Array.from(run);
    if (chars.length === 1 || singles) for (const char of chars) found.add(char);
    for (let i = 0; i + 1 < chars.length; i++) found.add(chars[i]! + chars[i + 1]!);
  }
  return [...found];
}

/**
 * How alike a text is to a query by n-grams: `similarity`, the shared n-grams over all of both (as trigram
 * similarity is), and `coverage`, the share of the query's n-grams the text holds. A query's lone characters are
 * compared with the text's single characters.
 */
export function gramMatch(query: string[], text: string): { similarity: number; coverage: number } {
  if (query.length === 0) return { similarity: 0, coverage: 0 };
  const own = new Set(
    cjkGrams(
      text,
      query.some((gram) => Array.from(gram).length === 1),
    ),
  );
  let shared = 0;
  for (const gram of query) if (own.has(gram)) shared++;
  return { similarity: shared / (query.length + own.size - shared), coverage: shared / query.length };
}

/**
 * Fields holding a third of the query's n-grams or more (all of one or two: a query with a word around a name still
 * finds it, the scorer then judges how much of it matched), most first, each passing `keep`, up to `limit`. `lists`
 * are the fields holding each n-gram, ascending. Such a field is in one of the shortest lists (all but `needed - 1`
 * of them), so only those are read, each field looked up in the other lists by binary search; reading stops once
 * `limit` fields hold every n-gram (none can do better).
 */
export function matchGrams(lists: Uint32Array[], keep: (field: number) => boolean, limit: number): number[] {
  lists = [...lists].sort((a, b) => a.length - b.length);
  const needed = lists.length <= 2 ? lists.length : Math.ceil(lists.length / 3);
  const counts = new Map<number, number>();
  let complete = 0;
  for (const list of lists.slice(0, lists.length - needed + 1)) {
    for (const field of list) {
      if (counts.has(field)) continue;
      let count = 0;
      for (const other of lists) if (holds(other, field)) count++;
      if (count < needed || !keep(field)) {
        counts.set(field, 0);
        continue;
      }
      counts.set(field, count);
      if (count === lists.length && ++complete >= limit) break;
    }
    if (complete >= limit) break;
  }
  return [...counts]
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([field]) => field);
}

/** Where a sorted list holds the value (binary search), or -1. */
export function sortedIndexOf(list: ArrayLike<number>, value: number): number {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = list[middle]!;
    if (at === value) return middle;
    if (at < value) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** Whether a sorted list holds the value. */
export const holds = (list: ArrayLike<number>, value: number): boolean => sortedIndexOf(list, value) >= 0;
