// Every REST route of §7 by name: method and path template, nothing else. Zod-free on purpose:
// the web imports this at run time on its first page; the schemas of each route live in
// `contract/` and reach the web only as types.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route<N extends string = string, M extends HttpMethod = HttpMethod, P extends string = string> {
  name: N;
  method: M;
  /** Under `/api`; `:name` segments are path parameters. */
  path: P;
}

const table = {
  health: ['GET', '/health'],
  ready: ['GET', '/ready'],

  authOptions: ['GET', '/customers/auth/options'],
  requestSignInCode: ['POST', '/customers/auth/otp'],
  signUp: ['POST', '/customers/auth/signup'],
  passwordLogin: ['POST', '/customers/auth/login'],
  codeLogin: ['POST', '/customers/auth/login/verify'],
  requestPasswordReset: ['POST', '/customers/auth/password/reset-request'],
  resetPassword: ['POST', '/customers/auth/password/reset'],
  requestIdentifierCode: ['POST', '/customers/auth/verify-identifier/request'],
  verifyIdentifier: ['POST', '/customers/auth/verify-identifier'],
  logout: ['POST', '/customers/auth/logout'],
  googleStart: ['GET', '/customers/auth/google/start'],
  googleLogin: ['POST', '/customers/auth/login/google'],
  linkGoogle: ['POST', '/customers/links/google'],
  unlinkGoogle: ['DELETE', '/customers/links/google'],

  getProfile: ['GET', '/customers/profile'],
  updateProfile: ['PUT', '/customers'],
  requestDeletion: ['POST', '/customers/deletion'],
  cancelDeletion: ['DELETE', '/customers/deletion'],
  clearData: ['POST', '/customers/data-clearance'],

  listPlans: ['GET', '/plans'],
  listSubscriptions: ['GET', '/customer/subscriptions'],
  activeSubscription: ['GET', '/customer/subscriptions/active'],
  createPayment: ['POST', '/payments'],
  listPayments: ['GET', '/payments'],
  getPayment: ['GET', '/payments/:id'],
  verifyPayment: ['POST', '/payments/:id/verify'],
  sandboxCheckout: ['POST', '/payments/:id/sandbox-checkout'],
  stripeWebhook: ['POST', '/webhooks/stripe'],
  pawapayWebhook: ['POST', '/webhooks/pawapay'],

  listConversations: ['GET', '/conversations'],
  createConversation: ['POST', '/conversations'],
  getConversation: ['GET', '/conversations/:id'],
  renameConversation: ['PATCH', '/conversations/:id'],
  deleteConversation: ['DELETE', '/conversations/:id'],
  listChats: ['GET', '/conversations/chats'],
  clearGeneralChat: ['DELETE', '/conversations/chats/clear'],
  listProviders: ['GET', '/ai/providers'],
  savePreferredModel: ['PUT', '/ai/preferred-model'],

  uploadFile: ['POST', '/files'],
  getFile: ['GET', '/files/:id'],
  transcribe: ['POST', '/speech/transcriptions'],
  synthesize: ['POST', '/speech'],

  getWhatsAppLink: ['GET', '/customers/links/whatsapp'],
  linkWhatsApp: ['POST', '/customers/links/whatsapp'],
  unlinkWhatsApp: ['DELETE', '/customers/links/whatsapp'],
  requestWhatsAppCode: ['POST', '/customers/links/whatsapp/code'],
  linkWhatsAppToken: ['POST', '/customers/links/whatsapp/token'],
  checkLinkToken: ['GET', '/whatsapp/link-tokens/:token'],
  whatsappWebhookVerify: ['GET', '/webhooks/whatsapp'],
  whatsappWebhook: ['POST', '/webhooks/whatsapp'],

  reportContent: ['POST', '/reports'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;

type Table = typeof table;
export type RouteName = keyof Table;
export type Routes = { [N in RouteName]: Route<N, Table[N][0], Table[N][1]> };

export const routes = Object.fromEntries(
  Object.entries(table).map(([name, [method, path]]) => [name, { name, method, path }]),
) as Routes;

/** `/conversations/:id` + `{id}` → `/conversations/665f…`; each value URI-encoded. */
export function fillPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`missing path parameter ${key} for ${path}`);
    return encodeURIComponent(value);
  });
}
