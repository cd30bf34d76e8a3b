/** The text as a LIKE pattern matching it anywhere (its own %, _ and \ taken literally). */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The text as a LIKE pattern matching texts that start with it. */
export const startingWith = (text: string) => `${text.replace(/[\\%_]/g, '\\$&')}%`;
