export { ProfilePage } from './components/profile-page';
export { PaymentsPage } from './components/payments-page';
export { SubscriptionPage } from './components/subscription-page';
export { WhatsAppVerifyPage } from './components/whatsapp-verify-page';
export { UndoChangePage } from './components/undo-change-page';
