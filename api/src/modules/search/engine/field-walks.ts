import { KINDS, type CompactPart } from './compact-part.js';
import { tokensOf } from './text.js';
import type { FieldKind } from './types.js';
import type { PostingCursor } from './varint.js';

/**
 * Fields of a compact part holding several words at once: their posting lists walked together, so that a text whose
 * words never meet in one field reads no common word's long list.
 */

/** A word of a text matching more words than this is looked for through its own lists alone. */
const MAX_GROUP = 64;

/**
 * Up to `limit` fields of a kind containing the whole text, passing `keep`. Such a field holds, for each of the
 * text's words of three letters or more, a word containing it: one ending with the first, starting with the last,
 * the very word between. The fields holding one of each are walked together (`fieldsHoldingEvery`), so a text
 * whose words never meet (a typo in one) reads no common word's long list; then each is checked whole. A word
 * with more such words than MAX_GROUP, or a one-word text, is looked for through its own words' lists alone.
 */
export function fieldsContaining(
  part: CompactPart,
  text: string,
  kind: FieldKind,
  keep: (field: number) => boolean,
  limit: number,
): number[] {
  const tokens = tokensOf(text);
  const found: number[] = [];
  if (tokens.length === 0) return found;
  const last = tokens.length - 1;
  const groups: string[][] = [];
  for (let i = 0; i < tokens.length && last > 0; i++) {
    const token = tokens[i]!;
    if (Array.from(token).length < 3) continue;
    const words =
      i > 0 && i < last
        ? part.wordIds.has(token)
          ? [token]
          : []
        : part
            .containing(token)
            .map((id) => part.arrays.words[id]!)
            .filter((word) => (i === 0 ? word.endsWith(token) : word.startsWith(token)));
    if (words.length === 0) return found;
    if (words.length <= MAX_GROUP) groups.push(words);
  }
  if (groups.length > 0) {
    for (const field of fieldsHoldingEvery(part, kind, groups, keep, 4 * limit)) {
      if (part.textOf(field).includes(text)) found.push(field);
      if (found.length >= limit) break;
    }
    return found;
  }
  // Its longest word is in a word of every text containing it.
  for (const word of part.containing(tokens.reduce((a, b) => (b.length > a.length ? b : a)))) {
    const cursor = part.cursor(word, kind);
    for (; cursor.current !== Infinity; cursor.next()) {
      const field = cursor.current;
      if (!keep(field) || !part.textOf(field).includes(text)) continue;
      found.push(field);
      if (found.length >= limit) return found;
    }
  }
  return found;
}

/**
 * Up to `limit` fields of this kind passing `keep` holding a word of every group: the fields of the group with the
 * fewest read in order, the other groups' lists walked alongside (each cursor only moves forward).
 */
export function fieldsHoldingEvery(
  part: CompactPart,
  kind: FieldKind,
  groups: string[][],
  keep: (field: number) => boolean,
  limit: number,
): number[] {
  const { postingStarts } = part.arrays;
  const k = KINDS.indexOf(kind);
  const sized = groups.map((group) => {
    const ids = group.flatMap((text) => {
      const id = part.wordIds.get(text);
      return id === undefined ? [] : [id];
    });
    return {
      ids,
      bytes: ids.reduce((sum, id) => sum + postingStarts[id * 3 + k + 1]! - postingStarts[id * 3 + k]!, 0),
    };
  });
  sized.sort((a, b) => a.bytes - b.bytes);
  const [first, ...rest] = sized;
  const others = rest.map((group) => group.ids.map((id) => part.cursor(id, kind)));
  const found: number[] = [];
  for (const id of first?.ids ?? []) {
    // Each list of the first group is read from its start: the others' cursors start again too.
    const walkers = others.map((group, g) =>
      id === first!.ids[0] ? group : rest[g]!.ids.map((w) => part.cursor(w, kind)),
    );
    const cursor = part.cursor(id, kind);
    for (; cursor.current !== Infinity; cursor.next()) {
      const field = cursor.current;
      // The cheap test first: the walkers only move forward, so skipping a field leaves them where they would be.
      if (!keep(field) || !holdsEvery(walkers, field)) continue;
      found.push(field);
      if (found.length >= limit) return found;
    }
  }
  return found;
}

/** Whether some cursor of every group holds the field (plain loops: this runs for every field walked). */
function holdsEvery(groups: PostingCursor[][], field: number): boolean {
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g]!;
    let held = false;
    // Each cursor of the group moves up to the field, so that the next field starts from there.
    for (let c = 0; c < group.length; c++) if (group[c]!.advanceTo(field)) held = true;
    if (!held) return false;
  }
  return true;
}
