import type { Customer, OwnProfileResponse, ProfileResponse } from '@chat/protocol';
import type { CustomerRow } from './repository.ts';

/** Row → the Customer of the API (§3): never the password hash or the provider's subject. */
export function presentCustomer(row: CustomerRow): Customer {
  return {
    _id: row.id,
    name: row.name,
    firstName: row.firstName,
    email: row.email,
    phone: row.phone,
    locale: row.locale,
    external: row.googleSub ? { provider: 'google', email: row.googleEmail, picture: row.googlePicture } : null,
    hasPassword: row.passwordHash !== null,
    deletionRequestedAt: row.deletionRequestedAt?.toISOString() ?? null,
    clearanceRequestedAt: row.clearanceRequestedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    instructions: { about: row.instructionsAbout, style: row.instructionsStyle, enabled: row.instructionsEnabled },
  };
}

/** Profile and sign-in responses carry the customer and the preferred model id (§3, §7). */
export function presentProfile(row: CustomerRow): ProfileResponse {
  return { customer: presentCustomer(row), model: row.preferredModel };
}

/**
 * The signed-in person's own profile (GET /customers/profile, sign-in): `operator: true` for an
 * operator of the console (issue 22), so the app shows them the way in; only an operator learns it exists.
 */
export function presentOwnProfile(row: CustomerRow, operator: boolean): OwnProfileResponse {
  return { ...presentProfile(row), ...(operator ? { operator: true as const } : {}) };
}
