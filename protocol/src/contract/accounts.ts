/** Sign-in, Google, profile, deletion and data clearance (§2, §4, §7). */
export const accountEndpoints = {};
