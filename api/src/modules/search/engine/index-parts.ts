import { PartBuilder } from './compact-build.js';
import type { CompactPart } from './compact-part.js';
import { tokensOf } from './text.js';
import type { GameTexts, NameText } from './types.js';

/** A category's or tag's name, its text as matched (words one space apart) and its words in the overlay's ids. */
export interface Name extends NameText {
  words: number[];
}

/** One part as a search reads it: which of its fields are still the game's own. */
export interface ReadPart {
  part: CompactPart;
  /** Whether the game in this slot is served by this part (the base's replaced games are not). */
  serves(slot: number): boolean;
  /** `serves` for the game a field belongs to (found only when some game of the part was replaced). */
  servesField(field: number): boolean;
}

/** Builds a part from games (any order) and, with `names`, their words; returns the names with their word ids. */
export function buildPart(games: Iterable<GameTexts>, names: NameText[] = []): { part: CompactPart; names: Name[] } {
  const builder = new PartBuilder();
  for (const game of [...games].sort((a, b) => a.id - b.id)) builder.add(game);
  const named = names.map((name) => {
    const text = tokensOf(name.text).join(' ');
    return { ...name, text, words: builder.addName(text, name.language) };
  });
  return { part: builder.build(), names: named };
}

/**
 * The index's layers: the base part (the whole catalogue as built or read from a snapshot, never changed), a bitset
 * of its games replaced since, and the overlay: those games as they are now, with every category and tag name, in a
 * small part built again (on the next search) after each change. Which games the categories and tags have is
 * counted here (only names with published games are offered).
 */
export class IndexParts {
  private readonly masked: Uint8Array;
  private maskedCount = 0;
  private readonly changed = new Map<number, GameTexts | undefined>();
  private names: NameText[] = [];
  private overlay?: { part: CompactPart; names: Name[] };
  /** Published games per category (2 × id) and tag (2 × id + 1): numbers, counted a million times at start. */
  private readonly members = new Map<number, number>();

  constructor(readonly base: CompactPart) {
    this.masked = new Uint8Array(Math.ceil(base.gameCount / 8));
    for (let slot = 0; slot < base.gameCount; slot++) this.count(base.categoriesOf(slot), base.tagsOf(slot), 1);
  }

  get size(): number {
    let changed = 0;
    for (const texts of this.changed.values()) if (texts) changed++;
    return this.base.gameCount - this.maskedCount + changed;
  }

  /** Games changed since the base was built (the overlay's). */
  get changedCount(): number {
    return this.changed.size;
  }

  setGame(id: number, texts: GameTexts | undefined): void {
    if (this.changed.has(id)) {
      const old = this.changed.get(id);
      if (old) this.count(old.categories, old.tags, -1);
    } else {
      const slot = this.base.slotOf(id);
      if (slot >= 0) {
        this.masked[slot >> 3]! |= 1 << (slot & 7);
        this.maskedCount++;
        this.count(this.base.categoriesOf(slot), this.base.tagsOf(slot), -1);
      }
    }
    this.changed.set(id, texts);
    if (texts) this.count(texts.categories, texts.tags, 1);
    this.overlay = undefined;
  }

  setNames(names: NameText[]): void {
    this.names = names;
    this.overlay = undefined;
  }

  /** The overlay part (built now if a change came since) and the names in its word ids. */
  current(): { part: CompactPart; names: Name[] } {
    this.overlay ??= buildPart(
      [...this.changed.values()].filter((texts): texts is GameTexts => texts !== undefined),
      this.names,
    );
    return this.overlay;
  }

  /** The parts a search reads: the base less its replaced games, then the overlay. */
  readParts(): ReadPart[] {
    const { masked } = this;
    const none = this.maskedCount === 0;
    const serves = (slot: number) => none || (masked[slot >> 3]! & (1 << (slot & 7))) === 0;
    return [
      { part: this.base, serves, servesField: (field) => none || serves(this.base.slotOfField(field)) },
      { part: this.current().part, serves: () => true, servesField: () => true },
    ];
  }

  /** Which part serves a game, and its slot there (undefined: none, the game is not published). */
  locate(id: number): { part: CompactPart; slot: number } | undefined {
    if (this.changed.has(id)) {
      const part = this.current().part;
      const slot = part.slotOf(id);
      return slot < 0 ? undefined : { part, slot };
    }
    const slot = this.base.slotOf(id);
    return slot < 0 ? undefined : { part: this.base, slot };
  }

  /** How many published games the category ('c') or tag ('t') has. */
  membersOf(kind: 'c' | 't', id: number): number {
    return this.members.get(id * 2 + (kind === 't' ? 1 : 0)) ?? 0;
  }

  private count(categories: ArrayLike<number>, tags: ArrayLike<number>, by: number): void {
    const { members } = this;
    for (let i = 0; i < categories.length; i++)
      members.set(categories[i]! * 2, (members.get(categories[i]! * 2) ?? 0) + by);
    for (let i = 0; i < tags.length; i++) members.set(tags[i]! * 2 + 1, (members.get(tags[i]! * 2 + 1) ?? 0) + by);
  }
}
