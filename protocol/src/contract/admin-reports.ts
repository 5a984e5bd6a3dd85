/** The operator console's reports (issue 22). */
export const adminReportsEndpoints = {};
