import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { closeServer, listenOnLoopback, readBody } from './loopback.ts';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

export interface FakeGoogleUser {
  sub: string;
  email: string;
  emailVerified?: boolean;
  name?: string;
  picture?: string;
}

interface PendingCode {
  user: FakeGoogleUser;
  clientId: string;
  redirectUri: string;
  nonce: string | undefined;
  challenge: string | undefined;
}

/** The user chosen by the browser's `fake_google_user` cookie, if it sent one. */
function userFromCookie(request: IncomingMessage): FakeGoogleUser | undefined {
  const value = /(?:^|;\s*)fake_google_user=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  return value ? (JSON.parse(decodeURIComponent(value)) as FakeGoogleUser) : undefined;
}

/**
 * An OpenID Connect issuer on loopback that speaks Google's wire protocol (discovery, JWKS,
 * authorization code with PKCE, RS256 ID tokens), so the real openid-client code is exercised.
 * /authorize signs in at once the user the browser names in a `fake_google_user` cookie for this
 * issuer (URL-encoded JSON; how end-to-end tests running side by side each choose their own), else
 * `nextUser`, which server tests set directly.
 */
export class FakeGoogle {
  issuer = '';
  clientId = 'test-client-id.apps.googleusercontent.com';
  clientSecret = 'test-client-secret';
  nextUser: FakeGoogleUser = { sub: '1000001', email: 'someone@gmail.com', name: 'Some One' };
  readonly tokenRequests: Record<string, string>[] = [];
  private readonly server: Server;
  private readonly codes = new Map<string, PendingCode>();
  private keys?: { privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey']; jwk: JWK };

  constructor() {
    this.server = createServer((request, response) => {
      this.handle(request).then(
        ({ status, headers, body }) => {
          response.writeHead(status, headers);
          response.end(body);
        },
        (error: unknown) => {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: 'server_error', error_description: String(error) }));
        },
      );
    });
  }

  async start(port = 0): Promise<this> {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    this.keys = { privateKey, jwk: { ...(await exportJWK(publicKey)), kid: 'fake-key', alg: 'RS256', use: 'sig' } };
    this.issuer = await listenOnLoopback(this.server, port);
    return this;
  }

  stop(): Promise<void> {
    return closeServer(this.server);
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    const url = new URL(request.url ?? '/', this.issuer);
    const json = (status: number, value: unknown) => ({
      status,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(value),
    });
    switch (`${request.method} ${url.pathname}`) {
      case 'GET /.well-known/openid-configuration':
        return json(200, {
          issuer: this.issuer,
          authorization_endpoint: `${this.issuer}/authorize`,
          token_endpoint: `${this.issuer}/token`,
          jwks_uri: `${this.issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        });
      case 'GET /jwks':
        return json(200, { keys: [this.keys!.jwk] });
      case 'GET /authorize':
        return this.authorize(url, userFromCookie(request) ?? this.nextUser);
      case 'POST /token':
        return this.token(request, json);
      default:
        return json(404, { error: 'not_found' });
    }
  }

  private authorize(url: URL, user: FakeGoogleUser) {
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, {
      user,
      clientId: url.searchParams.get('client_id') ?? '',
      redirectUri,
      nonce: url.searchParams.get('nonce') ?? undefined,
      challenge: url.searchParams.get('code_challenge') ?? undefined,
    });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', url.searchParams.get('state') ?? '');
    return { status: 302, headers: { location: target.toString() }, body: '' };
  }

  private async token(
    request: IncomingMessage,
    json: (status: number, value: unknown) => { status: number; headers: Record<string, string>; body: string },
  ) {
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    this.tokenRequests.push(form);
    const basic = request.headers.authorization?.replace(/^Basic /, '');
    const [clientId, clientSecret] = basic
      ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent)
      : [form.client_id, form.client_secret];
    const pending = form.code ? this.codes.get(form.code) : undefined;
    if (form.code) this.codes.delete(form.code);
    if (clientId !== this.clientId || clientSecret !== this.clientSecret) return json(401, { error: 'invalid_client' });
    if (!pending || pending.redirectUri !== form.redirect_uri || pending.clientId !== clientId)
      return json(400, { error: 'invalid_grant' });
    const verifierHash = form.code_verifier ? createHash('sha256').update(form.code_verifier).digest('base64url') : undefined;
    if (pending.challenge !== verifierHash) return json(400, { error: 'invalid_grant', error_description: 'PKCE check failed' });
    const { user } = pending;
    const idToken = await new SignJWT({
      email: user.email,
      email_verified: user.emailVerified ?? true,
      name: user.name,
      given_name: user.name?.split(' ')[0],
      picture: user.picture,
      ...(pending.nonce ? { nonce: pending.nonce } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'fake-key' })
      .setIssuer(this.issuer)
      .setAudience(this.clientId)
      .setSubject(user.sub)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(this.keys!.privateKey);
    return json(200, {
      access_token: randomBytes(16).toString('hex'),
      token_type: 'Bearer',
      expires_in: 3600,
      id_token: idToken,
      scope: 'openid email profile',
    });
  }
}

// Run standalone for the end-to-end tests: `node server/src/test/fakes/google-oidc.ts <port>`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await new FakeGoogle().start(Number(process.argv[2] ?? 0));
  console.log(`fake Google issuer on ${fake.issuer}`);
}
