/** The operators of every e2e server (OPERATOR_EMAILS, issue 22): one per project, so parallel runs never share a code. */
export const CONSOLE_OPERATORS = [
  'operator-desktop@example.test',
  'operator-phone@example.test',
  'operator-scale-out@example.test',
];

/** The operator a test of this project signs in as. */
export const operatorFor = (project: string) => `operator-${project}@example.test`;
