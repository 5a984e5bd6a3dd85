/** The operator console's catalog (issue 22); operators only. */
export {};
