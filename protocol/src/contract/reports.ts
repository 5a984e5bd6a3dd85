/** Content reports (§2). */
export const reportEndpoints = {};
