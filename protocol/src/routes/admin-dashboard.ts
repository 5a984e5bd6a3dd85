/** The operator console's dashboard (issue 22); operators only. */
export {};
