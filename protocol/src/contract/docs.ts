import { z } from 'zod';
import * as routes from '../routes/index.ts';
import { endpoint } from './endpoint.ts';

/** The API's own description, generated from this contract (server/src/plugins/openapi.ts). */
export const docsEndpoints = {
  openApiDocument: endpoint(routes.openApiDocument, {
    summary: 'This OpenAPI 3.1 document; a browsable reference is at /api/docs',
    access: 'public',
    response: { 200: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.record(z.string(), z.unknown()) }) },
  }),
};
