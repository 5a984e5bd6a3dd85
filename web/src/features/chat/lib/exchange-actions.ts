/**
 * What a person can do with an exchange of the list (issue 21), by chat id: one stable object for
 * every row, so a row memoized while an answer streams does not render again for new callbacks.
 */
export interface ExchangeActions {
  /** A new answer to the same question, kept beside the old one as another version. */
  regenerate: (chatId: string) => void;
  /** The question sent again as `text`: a new branch from that point, the old one kept. */
  edit: (chatId: string, text: string) => void;
  /** A stopped or interrupted answer continued, as a new version that starts with its text. */
  continue: (chatId: string) => void;
  /** Shows this version of its exchange, with the branch that follows it. */
  showVersion: (chatId: string) => void;
}
