import { fileSchema, storageUsageSchema, synthesizeBodySchema, transcriptionResponseSchema } from '../files.ts';
import { idParamsSchema } from '../ids.ts';
import * as routes from '../routes/index.ts';
import { endpoint } from './endpoint.ts';

// The uploads (files, transcriptions) are multipart/form-data with one field `file`: no JSON body
// schema; the server reads the part as it streams, its size limit enforced on the way.

/** Attachments and speech (§7). */
export const fileEndpoints = {
  uploadFile: endpoint(routes.uploadFile, {
    summary: 'Store an attachment (multipart, field "file"); its content decides its type',
    access: 'customer',
    multipart: true,
    response: { 201: fileSchema },
  }),
  getStorageUsage: endpoint(routes.getStorageUsage, {
    summary: "The bytes the customer's files take and the plan's storage limit",
    access: 'customer',
    response: { 200: storageUsageSchema },
  }),
  getFile: endpoint(routes.getFile, {
    summary: "A stored file's bytes, to its owner only",
    access: 'customer',
    params: idParamsSchema,
  }),
  transcribe: endpoint(routes.transcribe, {
    summary: 'Text of a recording (multipart, field "file"); 404 without a speech-to-text model',
    access: 'customer',
    multipart: true,
    response: { 200: transcriptionResponseSchema },
  }),
  synthesize: endpoint(routes.synthesize, {
    summary: 'A text read aloud, as audio bytes; 404 without a text-to-speech model',
    access: 'customer',
    body: synthesizeBodySchema,
  }),
};
