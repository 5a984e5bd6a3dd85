/** Attachments and speech (§7). */
export const fileEndpoints = {};
