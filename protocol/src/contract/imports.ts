import { importResponseSchema } from '../imports.ts';
import * as routes from '../routes/index.ts';
import { endpoint } from './endpoint.ts';

// Multipart with one field `file`, like the uploads: no JSON body schema; the server reads the part
// as it streams, its size limit (IMPORT_MAX_BYTES) enforced on the way.

/** Import (issue 20). */
export const importEndpoints = {
  importConversations: endpoint(routes.importConversations, {
    summary: 'Import a ChatGPT export (conversations.json or its .zip) or one of ours (multipart, field "file"), all or nothing',
    access: 'customer',
    multipart: true,
    response: { 200: importResponseSchema },
  }),
};
