/** An ILIKE pattern matching `text` anywhere, its own %, _ and \ taken literally (the admin lists' search). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
