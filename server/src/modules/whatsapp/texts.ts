/** What the assistant answers on WhatsApp (the channel has no interface language of its own). */
export const whatsappTexts = {
  linkPrompt: (url: string) =>
    `Hello! This number is not linked to a Chat Assistant account yet. Open this link to link it (valid for 15 minutes): ${url}`,
  help: [
    'Chat Assistant on WhatsApp: write a message and the assistant answers, with the same history as the general chat of the web app.',
    'Commands:',
    '/new – start a new conversation',
    '/help – show this help',
  ].join('\n'),
  newConversation: 'A new conversation has started. It also appears in the web app.',
  unsupported: 'Sorry, I can only read text messages for now. Please write your question as text.',
  tooLong: (max: number) => `Sorry, that message is too long. Please keep it under ${max} characters.`,
  noSubscription: (url: string) =>
    `You have used all the free messages of your plan for now. Choose a plan to keep chatting: ${url}`,
  suggestPayment: (url: string) => `Enjoying the assistant? A plan gives you more messages: ${url}`,
  error: 'Sorry, the assistant could not answer this time. Please try again.',
  linked: 'This number is now linked to your Chat Assistant account. Write a message to chat with the assistant, or /help.',
} as const;

export const NEW_CONVERSATION_NAME = 'WhatsApp';
