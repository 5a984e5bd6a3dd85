import { routes, type Contract, type RequestOf } from '@chat/protocol';
import { api } from '@/lib/api-client';

export type ProofChannel = RequestOf<Contract['requestReauthenticationCode']>['body']['channel'];
export type Proof = RequestOf<Contract['reauthenticate']>['body'];

/** Sends a code to the account's own e-mail or phone, to prove ownership before a sign-in change. */
export const requestProofCode = (channel: ProofChannel) => api.call(routes.requestReauthenticationCode, { body: { channel } });

/** That code, or the password: the session may then change how the account signs in for a few minutes. */
export const proveOwnership = (proof: Proof) => api.call(routes.reauthenticate, { body: proof });
