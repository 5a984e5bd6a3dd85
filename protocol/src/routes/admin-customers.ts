/** The operator console's customers (issue 22); operators only. */
export {};
