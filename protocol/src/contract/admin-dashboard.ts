/** The operator console's dashboard (issue 22). */
export const adminDashboardEndpoints = {};
