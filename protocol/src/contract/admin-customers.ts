/** The operator console's customers (issue 22). */
export const adminCustomersEndpoints = {};
