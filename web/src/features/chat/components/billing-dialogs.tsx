import type { Provider } from '@chat/protocol';
import { lazy, Suspense } from 'react';
import { loadPageMessages } from '@/lib/i18n';
import { focusComposer } from '../lib/focus-composer';
import { useChatStore } from '../stores/chat-store';

export interface BillingDialogsProps {
  onViewPlans: () => void;
  providers: Provider[];
  provider: string | undefined;
  model: string | undefined;
  onChooseModel: (provider: string, model: string) => void;
}

/**
 * Both load when first shown: the chat page's first load carries neither (issue 10's budget). The
 * limit dialog's texts are in the billing section of the pages' messages, loaded with it.
 */
const LimitDialog = lazy(() => Promise.all([import('./limit-dialog'), loadPageMessages()]).then(([module]) => module));
const PaymentNudge = lazy(() => import('./payment-nudge'));

/**
 * §4 in chat: the subscription dialog (no-subscription, saying which limit was reached) and the
 * payment dialog (every 5th free chat within the free quota), shown once a day as a non-modal
 * nudge above the composer once the answer has ended. Both offer the plans.
 */
export function BillingDialogs(props: BillingDialogsProps) {
  const subscriptionDialog = useChatStore((state) => state.subscriptionDialog);
  const refused = useChatStore((state) => state.refused);
  const nudge = useChatStore((state) => state.paymentDialog && !state.subscriptionDialog);
  // An answer still streaming (or being made) keeps the nudge waiting.
  const answering = useChatStore((state) => state.typing || state.streamingId !== undefined);
  const set = useChatStore((state) => state.set);

  const viewPlans = () => {
    set({ subscriptionDialog: false, paymentDialog: false });
    props.onViewPlans();
  };
  const closeNudge = () => {
    set({ paymentDialog: false });
    focusComposer();
  };

  return (
    <>
      {subscriptionDialog ? (
        <Suspense fallback={null}>
          <LimitDialog {...props} refused={refused} onClose={() => set({ subscriptionDialog: false })} onViewPlans={viewPlans} />
        </Suspense>
      ) : null}
      {/* A polite live region: a screen reader hears the nudge appear, though it takes no focus. */}
      <div aria-live="polite" className="mx-auto w-full max-w-3xl px-3 empty:hidden">
        {nudge && !answering ? (
          <Suspense fallback={null}>
            <PaymentNudge onClose={closeNudge} onViewPlans={viewPlans} />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
