import { stripedCounts } from '../written-migrations/0005-reference-count-stripes';

/** The public numbers' counts in stripes (the written tables' 0005 on PostgreSQL). */
export const { up, down } = stripedCounts('integer');
