import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// LIKE filters on what the officer typed (video lists, picker lookups).

/** `%text%` for LIKE, with the wildcards of the text itself escaped. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** LIKE with an ESCAPE clause, so '%' and '_' typed by the officer match themselves. */
export const likeText = (column: SQLWrapper, text: string): SQL =>
  sql`${column} LIKE ${containing(text)} ESCAPE '\\'`;
