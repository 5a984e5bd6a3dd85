import { AppError, badRequest } from '../../lib/errors.ts';
import type { CustomerRepository, CustomerRow } from '../customers/repository.ts';
import type { GoogleIdentity } from './google.ts';

/**
 * Accounts of a provider are identified by (provider, sub) (ASVS 6.8.1). A first Google sign-in
 * joins the account that already has the same verified e-mail, or creates one.
 */
export async function customerForGoogle(
  customers: CustomerRepository,
  identity: GoogleIdentity,
  locale: string,
): Promise<CustomerRow> {
  const google = { googleSub: identity.sub, googleEmail: identity.email, googlePicture: identity.picture };
  const linked = await customers.findByGoogleSub(identity.sub);
  if (linked) return customers.update(linked.id, { googleEmail: identity.email, googlePicture: identity.picture });
  if (identity.email && identity.emailVerified) {
    const sameEmail = await customers.findByIdentifier({ kind: 'email', value: identity.email });
    if (sameEmail) return customers.update(sameEmail.id, google);
  }
  return customers.create({
    ...google,
    email: identity.emailVerified ? identity.email : null,
    name: identity.name,
    firstName: identity.firstName,
    locale,
  });
}

export async function linkGoogle(
  customers: CustomerRepository,
  customer: CustomerRow,
  identity: GoogleIdentity,
): Promise<CustomerRow> {
  const owner = await customers.findByGoogleSub(identity.sub);
  if (owner && owner.id !== customer.id)
    throw new AppError(409, 'conflict', 'This Google account is already linked to another account.');
  return customers.update(customer.id, { googleSub: identity.sub, googleEmail: identity.email, googlePicture: identity.picture });
}

/** Unlinking must leave a way to sign in: an e-mail or a phone for codes. */
export async function unlinkGoogle(customers: CustomerRepository, customer: CustomerRow): Promise<CustomerRow> {
  if (!customer.email && !customer.phone) throw badRequest('Add an e-mail or a phone number first, so you can still sign in.');
  return customers.update(customer.id, { googleSub: null, googleEmail: null, googlePicture: null });
}
