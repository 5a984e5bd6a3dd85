/** The projects and the specs that sign in as an operator of a shared server (issue 22). */
const PROJECTS = ['desktop', 'phone', 'scale-out'];
const USES = ['access', 'a11y'];

/** The operator a spec of a project signs in as: one each, so parallel tests never wait on the same code. */
export const operatorFor = (project: string, use: (typeof USES)[number]) => `operator-${use}-${project}@example.test`;

/** OPERATOR_EMAILS of every e2e server. */
export const CONSOLE_OPERATORS = PROJECTS.flatMap((project) => USES.map((use) => operatorFor(project, use)));
