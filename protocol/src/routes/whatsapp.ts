/** The WhatsApp link and webhook. */
export const getWhatsAppLink = { method: 'GET', path: '/customers/links/whatsapp' } as const;
export const linkWhatsApp = { method: 'POST', path: '/customers/links/whatsapp' } as const;
export const unlinkWhatsApp = { method: 'DELETE', path: '/customers/links/whatsapp' } as const;
export const requestWhatsAppCode = {
  method: 'POST',
  path: '/customers/links/whatsapp/code',
} as const;
export const linkWhatsAppToken = { method: 'POST', path: '/customers/links/whatsapp/token' } as const;
export const checkLinkToken = { method: 'GET', path: '/whatsapp/link-tokens/:token' } as const;
export const whatsappWebhookVerify = { method: 'GET', path: '/webhooks/whatsapp' } as const;
export const whatsappWebhook = { method: 'POST', path: '/webhooks/whatsapp' } as const;
