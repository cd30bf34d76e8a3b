/** The first character of a name (a whole code point, so emoji and astral scripts are not cut in half), uppercased. */
export function avatarInitial(name: string): string {
  const first = [...name.trim()][0];
  return first ? first.toLocaleUpperCase() : '?';
}
