/** The operator console's catalog (issue 22). */
export const adminCatalogEndpoints = {};
