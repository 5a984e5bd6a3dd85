/**
 * The provider of an imported exchange. Its row is dated when it was said, possibly today, but it
 * is history, not a message sent here: it is stored with `billable` false, which the daily quota
 * and the token totals leave out (as the copy of a shared conversation).
 */
export const IMPORTED_PROVIDER = 'import';
