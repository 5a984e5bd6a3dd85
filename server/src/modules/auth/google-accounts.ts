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
