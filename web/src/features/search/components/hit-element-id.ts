import type { SearchHit } from '@chat/protocol';

/** The element id of a hit's row: the input's aria-activedescendant, and what the arrows scroll into view. */
export const hitElementId = (hit: SearchHit) => `message-search-hit-${hit.chat}`;
