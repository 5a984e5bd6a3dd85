/** The operator console's reports (issue 22); operators only. */
export {};
