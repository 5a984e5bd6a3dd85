export { SubscribePage } from './components/subscribe-page';
export { CheckoutPage } from './components/checkout-page';
