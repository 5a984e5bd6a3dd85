/** The operator console's payments (issue 22); operators only. */
export {};
