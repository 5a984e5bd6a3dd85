import { Redirect, type RouteNode } from '@/lib/router';
import { ChatLayout } from './layout/chat-layout';
import { ChatRoute } from './chat-route';
import { GuestOnly, RequireAuth } from './guards';
import {
  AccountIndex,
  AdminConsole,
  AccountLayout,
  CheckoutPage,
  LanguageRoute,
  LegalPage,
  LoginPage,
  PaymentsPage,
  PlansPage,
  ProfileRoute,
  ResetPasswordPage,
  ResetRequestPage,
  ShareRoute,
  SignupPage,
  SubscribePage,
  SubscriptionPage,
  UndoChangeRoute,
  VerifyCodePage,
  WhatsAppVerifyRoute,
} from './lazy-pages';
import { chatPath, paths, type RouteHandle } from './paths';
import { Root } from './root';

const handle = (value: RouteHandle) => value;

/**
 * The route table of §2 with its names, guards and redirects. Chat loads eagerly; every other screen
 * lazily. Rendered by AppRoutes (lib/route-tree.tsx), whose error boundary catches a screen that
 * fails. The first route that matches wins: the catch-all stays last.
 */
export const routes: RouteNode<RouteHandle>[] = [
  {
    element: <Root />,
    children: [
      {
        path: paths.chat,
        element: <ChatLayout />,
        children: [{ index: true, id: 'chat', element: <ChatRoute />, handle: handle({ name: 'chat' }) }],
      },
      {
        path: paths.plans,
        id: 'plans',
        element: <PlansPage />,
        handle: handle({ name: 'plans', titleKey: 'routes.plans' }),
      },
      {
        path: paths.subscribe,
        id: 'subscribe',
        element: (
          <RequireAuth>
            <SubscribePage />
          </RequireAuth>
        ),
        handle: handle({ name: 'subscribe', titleKey: 'routes.subscribe' }),
      },
      {
        // The sandbox gateway's card checkout (the embedded default when Stripe is not configured).
        path: '/subscribe/checkout',
        element: (
          <RequireAuth>
            <CheckoutPage />
          </RequireAuth>
        ),
        handle: handle({ titleKey: 'subscribe.checkout.title' }),
      },
      {
        path: '/auth',
        element: <GuestOnly />,
        children: [
          { index: true, element: <Redirect to={paths.auth.login} replace /> },
          { path: 'login', element: <LoginPage />, handle: handle({ name: 'login', titleKey: 'routes.login' }) },
          {
            path: 'login/verify',
            element: <VerifyCodePage titleKey="routes.loginVerify" />,
            handle: handle({ name: 'login-verify', titleKey: 'routes.loginVerify' }),
          },
          {
            path: 'reset-password-request',
            element: <ResetRequestPage />,
            handle: handle({ name: 'reset-password-request', titleKey: 'routes.resetPasswordRequest' }),
          },
          {
            path: 'reset-password',
            element: <ResetPasswordPage />,
            handle: handle({ name: 'reset-password', titleKey: 'routes.resetPassword' }),
          },
          {
            path: 'signup',
            element: <SignupPage />,
            handle: handle({ name: 'signup', titleKey: 'routes.signup' }),
          },
          {
            path: 'verify-identifier',
            element: <VerifyCodePage titleKey="routes.verifyIdentifier" />,
            handle: handle({ name: 'verify-identifier', titleKey: 'routes.verifyIdentifier' }),
          },
        ],
      },
      {
        // auth false (§2): verifying the token needs no login.
        path: paths.account.whatsappVerify,
        id: 'whatsapp-verify',
        element: <WhatsAppVerifyRoute />,
        handle: handle({ name: 'whatsapp-verify', titleKey: 'routes.whatsappVerify' }),
      },
      {
        // No login needed either: the change it undoes may have signed the owner out everywhere.
        path: paths.account.undoChange,
        id: 'undo-change',
        element: <UndoChangeRoute />,
        handle: handle({ name: 'undo-change', titleKey: 'routes.undoChange' }),
      },
      {
        path: paths.account.root,
        element: (
          <RequireAuth>
            <AccountLayout />
          </RequireAuth>
        ),
        children: [
          // Desktop: redirects to the profile (§2); phone: the list of the account pages.
          { index: true, element: <AccountIndex />, handle: handle({ titleKey: 'account.nav.title' }) },
          {
            path: 'profile',
            element: <ProfileRoute />,
            handle: handle({ name: 'profile', titleKey: 'routes.profile' }),
          },
          {
            path: 'payments',
            element: <PaymentsPage />,
            handle: handle({ name: 'payments', titleKey: 'routes.payments' }),
          },
          {
            path: 'subscription',
            element: <SubscriptionPage />,
            handle: handle({ name: 'subscription', titleKey: 'routes.subscription' }),
          },
          {
            path: 'language',
            element: <LanguageRoute />,
            handle: handle({ name: 'language', titleKey: 'routes.language' }),
          },
        ],
      },
      { path: paths.legal.terms, element: <LegalPage page="terms" />, handle: handle({ titleKey: 'routes.terms' }) },
      { path: paths.legal.privacy, element: <LegalPage page="privacy" />, handle: handle({ titleKey: 'routes.privacy' }) },
      { path: paths.legal.about, element: <LegalPage page="about" />, handle: handle({ titleKey: 'routes.about' }) },
      {
        // Public (issue 20): a shared conversation, signed in or not.
        path: `${paths.share}/:token`,
        id: 'share',
        element: <ShareRoute />,
        handle: handle({ name: 'share', titleKey: 'share.pageTitle' }),
      },
      {
        // The operator's console (issue 22), /admin and every path under it (its own table): the
        // server serves it to operators only, and the console sends anyone else to chat.
        path: `${paths.admin}/*?`,
        id: 'admin',
        element: <AdminConsole />,
        handle: handle({ name: 'admin', titleKey: 'admin.title' }),
      },
      // Where the app goes after deleting the selected conversation (§4): a fresh chat.
      { path: paths.chats, element: <Redirect to={chatPath('new')} replace /> },
      { path: '*', element: <Redirect to={paths.chat} replace /> },
    ],
  },
];
