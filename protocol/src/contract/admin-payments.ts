/** The operator console's payments (issue 22). */
export const adminPaymentsEndpoints = {};
