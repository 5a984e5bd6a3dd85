import { z } from 'zod';
import { chatListQuerySchema, chatListResponseSchema, clearResponseSchema, currentVersionResponseSchema } from '../chats.ts';
import {
  conversationBodySchema,
  conversationListQuerySchema,
  conversationListResponseSchema,
  conversationPatchSchema,
  conversationResponseSchema,
} from '../conversations.ts';
import { exportQuerySchema } from '../exports.ts';
import { idParamsSchema, objectIdSchema } from '../ids.ts';
import * as routes from '../routes/index.ts';
import { endpoint } from './endpoint.ts';

/** Conversations and their chats (§3, §7). */
export const conversationEndpoints = {
  listConversations: endpoint(routes.listConversations, {
    summary:
      'List conversations, pinned first then newest first, optionally searched by name; archived ones only with archived=true',
    access: 'customer',
    query: conversationListQuerySchema,
    response: { 200: conversationListResponseSchema },
  }),
  createConversation: endpoint(routes.createConversation, {
    summary: 'Create a named conversation',
    access: 'customer',
    body: conversationBodySchema,
    response: { 201: conversationResponseSchema },
  }),
  getConversation: endpoint(routes.getConversation, {
    summary: 'One conversation',
    access: 'customer',
    params: idParamsSchema,
    response: { 200: conversationResponseSchema },
  }),
  renameConversation: endpoint(routes.renameConversation, {
    summary: 'Rename, pin, archive or restore a conversation, or set its own instructions',
    access: 'customer',
    params: idParamsSchema,
    body: conversationPatchSchema,
    response: { 200: conversationResponseSchema },
  }),
  deleteConversation: endpoint(routes.deleteConversation, {
    summary: 'Delete a conversation with its chats and their files',
    access: 'customer',
    params: idParamsSchema,
    response: { 200: z.object({ _id: objectIdSchema }) },
  }),
  listChats: endpoint(routes.listChats, {
    summary: 'Chats of a conversation, or of the general chat without one, newest first',
    access: 'customer',
    query: chatListQuerySchema,
    response: { 200: chatListResponseSchema },
  }),
  showChatVersion: endpoint(routes.showChatVersion, {
    summary:
      'Show another version of an exchange (issue 21), with the branch that follows it; 409 while an answer is written there',
    access: 'customer',
    params: idParamsSchema,
    response: { 200: currentVersionResponseSchema },
  }),
  clearGeneralChat: endpoint(routes.clearGeneralChat, {
    summary: 'Delete every chat of the general chat',
    access: 'customer',
    response: { 200: clearResponseSchema },
  }),
  exportConversation: endpoint(routes.exportConversation, {
    summary: 'One conversation as a file to download: Markdown or our JSON (format chat-assistant-export)',
    access: 'customer',
    params: idParamsSchema,
    query: exportQuerySchema,
  }),
  exportAllConversations: endpoint(routes.exportAllConversations, {
    summary: 'Every conversation and the general chat as a ZIP: a Markdown file each plus conversations.json',
    access: 'customer',
  }),
};
