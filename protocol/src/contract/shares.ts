import { z } from 'zod';
import { conversationResponseSchema } from '../conversations.ts';
import { idParamsSchema, objectIdSchema } from '../ids.ts';
import * as routes from '../routes/index.ts';
import {
  saveShareBodySchema,
  sharedConversationSchema,
  sharedFileParamsSchema,
  sharedPageQuerySchema,
  shareListResponseSchema,
  shareResponseSchema,
  shareTokenParamsSchema,
} from '../shares.ts';
import { endpoint } from './endpoint.ts';

/** Shared conversations (issue 20). */
export const shareEndpoints = {
  listShares: endpoint(routes.listShares, {
    summary: "The customer's live share links, newest first",
    access: 'customer',
    response: { 200: shareListResponseSchema },
  }),
  saveShare: endpoint(routes.saveShare, {
    summary: 'Share a conversation, or update its link with a new snapshot (one live link per conversation)',
    access: 'customer',
    params: idParamsSchema,
    body: saveShareBodySchema,
    response: { 200: shareResponseSchema },
  }),
  revokeShare: endpoint(routes.revokeShare, {
    summary: 'Delete a share link: it no longer works',
    access: 'customer',
    params: idParamsSchema,
    response: { 200: z.object({ _id: objectIdSchema }) },
  }),
  getSharedConversation: endpoint(routes.getSharedConversation, {
    summary: 'A page of the snapshot a share link opens (no session: the token is the credential)',
    access: 'public',
    params: shareTokenParamsSchema,
    query: sharedPageQuerySchema,
    response: { 200: sharedConversationSchema },
  }),
  getSharedFile: endpoint(routes.getSharedFile, {
    summary: 'A file of a shared snapshot, when its owner included files',
    access: 'public',
    params: sharedFileParamsSchema,
  }),
  continueSharedConversation: endpoint(routes.continueSharedConversation, {
    summary: 'Copy a shared snapshot into a new conversation of the signed-in customer',
    access: 'customer',
    params: shareTokenParamsSchema,
    response: { 201: conversationResponseSchema },
  }),
};
