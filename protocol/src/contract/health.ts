/** Liveness and readiness for operators. */
export const healthEndpoints = {};
