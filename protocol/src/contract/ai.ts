/** AI providers and the preferred model (§7). */
export const aiEndpoints = {};
