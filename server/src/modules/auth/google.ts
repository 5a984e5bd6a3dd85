import * as oidc from 'openid-client';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { firstNameOf } from '../customers/names.ts';

export type GoogleMode = 'login' | 'link';

/** What the browser keeps between the popup's start and the code exchange (in a signed cookie). */
export interface GoogleFlow {
  state: string;
  nonce: string;
  verifier: string;
  mode: GoogleMode;
  redirectUri: string;
}

export interface GoogleIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  firstName: string;
  picture: string | null;
}

export const GOOGLE_FLOW_COOKIE = 'google_flow';
export const GOOGLE_CALLBACK_PATH = '/oauth/google-callback.html';

const failed = () => new AppError(400, 'bad_request', 'Google sign-in did not complete. Please try again.');

/**
 * Google's authorization-code flow with PKCE, state and nonce bound to the browser (ASVS 10.x);
 * the ID token's signature, `iss`, `aud` and expiry are checked by openid-client.
 */
export class GoogleSignIn {
  private readonly settings: NonNullable<Config['google']>;
  private configuration?: Promise<oidc.Configuration>;

  constructor(settings: NonNullable<Config['google']>) {
    this.settings = settings;
  }

  private discover(): Promise<oidc.Configuration> {
    const issuer = new URL(this.settings.issuer);
    this.configuration ??= oidc
      .discovery(issuer, this.settings.clientId, this.settings.clientSecret, undefined, {
        // Only the loopback test issuer is plain http.
        ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  async start(mode: GoogleMode, origin: string): Promise<{ url: string; flow: GoogleFlow }> {
    const configuration = await this.discover();
    const verifier = oidc.randomPKCECodeVerifier();
    const flow: GoogleFlow = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier,
      mode,
      redirectUri: `${origin}${GOOGLE_CALLBACK_PATH}`,
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: flow.redirectUri,
      scope: 'openid email profile',
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
    return { url: url.href, flow };
  }

  /** Exchanges the code the popup received; refuses a state, mode or token that does not match. */
  async finish(flow: GoogleFlow | undefined, mode: GoogleMode, code: string, state: string): Promise<GoogleIdentity> {
    if (!flow || flow.mode !== mode || flow.state !== state) throw failed();
    const callback = new URL(flow.redirectUri);
    callback.searchParams.set('code', code);
    callback.searchParams.set('state', state);
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(await this.discover(), callback, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch {
      throw failed();
    }
    if (!claims?.sub) throw failed();
    const name = typeof claims.name === 'string' ? claims.name : '';
    return {
      sub: claims.sub,
      email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
      emailVerified: claims.email_verified === true,
      name,
      firstName: typeof claims.given_name === 'string' ? claims.given_name : firstNameOf(name),
      picture: typeof claims.picture === 'string' ? claims.picture : null,
    };
  }
}
