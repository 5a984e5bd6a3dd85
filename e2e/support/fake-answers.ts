// What the fake model behind the `ai` server says (fake-openai-server.ts), shared with the tests
// that wait for it. No imports: the fake runs this in a plain Node process.

/**
 * How every answer of the fake model ends, after "Fake answer to "…"." Short: the fake counts a
 * character as a token, and a Free day of ten exchanges (quota.spec.ts) must stay within the
 * model's free tokens.
 */
export const ANSWER_TAIL = 'That is all the fake model has to say.';

/** "HOLD <key>" in a question: the fake says its first words, then waits until the test releases the key. */
export const HOLD = /\bHOLD ([\w-]+)/;

/**
 * "TAKES" in a question: each answer to that same question says which take it is ("Take 2."), so a
 * test tells regenerated versions apart (issue 21). Questions carry a test's own id, so parallel
 * tests never count each other's.
 */
export const TAKES = /\bTAKES\b/;
