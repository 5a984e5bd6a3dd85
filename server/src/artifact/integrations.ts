import { startFakeOpenAI, type FakeOpenAI } from '../test/fake-openai.ts';
import { FakeAnthropic } from '../test/fakes/anthropic.ts';
import { FakeGoogleGenerativeAI } from '../test/fakes/google-generative-ai.ts';
import { FakeGoogle } from '../test/fakes/google-oidc.ts';
import { startFakeOllama, type FakeOllama } from '../test/fakes/ollama.ts';
import { FakePawapay } from '../test/fakes/pawapay.ts';
import { FAKE_S3_KEY, startFakeS3, type FakeS3 } from '../test/fakes/s3.ts';
import { FakeSmtp } from '../test/fakes/smtp.ts';
import { FakeStripe } from '../test/fakes/stripe.ts';
import { FakeTwilio } from '../test/fakes/twilio.ts';
import { FakeWhatsApp } from '../test/fakes/whatsapp.ts';

export const STRIPE_WEBHOOK_SECRET = 'whsec_artifact';
export const S3_BUCKET = 'chat-files';

/** Every outside service the product can be configured with, each a fake on loopback. */
export interface Integrations {
  smtp: FakeSmtp;
  twilio: FakeTwilio;
  google: FakeGoogle;
  s3: FakeS3;
  stripe: FakeStripe;
  pawapay: FakePawapay;
  whatsapp: FakeWhatsApp;
  openai: FakeOpenAI;
  anthropic: FakeAnthropic;
  gemini: FakeGoogleGenerativeAI;
  ollama: FakeOllama;
  /** The app's settings that switch every one of them on. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startIntegrations(): Promise<Integrations> {
  const [smtp, twilio, google, s3, stripe, pawapay, whatsapp, openai, anthropic, gemini, ollama] = await Promise.all([
    new FakeSmtp().start(),
    new FakeTwilio().start(),
    new FakeGoogle().start(),
    startFakeS3(),
    new FakeStripe().start(),
    new FakePawapay().start(),
    new FakeWhatsApp().start(),
    startFakeOpenAI(),
    new FakeAnthropic().start(),
    new FakeGoogleGenerativeAI().start(),
    startFakeOllama(),
  ]);
  const env = {
    ...smtp.env(),
    MAIL_FROM: 'Chat Assistant <no-reply@chat.test>',
    ...twilio.env(),
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_ISSUER: google.issuer,
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET,
    S3_ACCESS_KEY_ID: FAKE_S3_KEY.accessKeyId,
    S3_SECRET_ACCESS_KEY: FAKE_S3_KEY.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.base,
    PAWAPAY_API_TOKEN: pawapay.token,
    PAWAPAY_BASE_URL: pawapay.base,
    ...whatsapp.env(),
    OPENAI_API_KEY: 'sk-artifact',
    OPENAI_BASE_URL: openai.baseUrl,
    ...anthropic.env(),
    ...gemini.env(),
    ...ollama.env(),
  };
  const stop = async () => {
    await Promise.all([
      smtp.stop(),
      twilio.stop(),
      google.stop(),
      s3.close(),
      stripe.stop(),
      pawapay.stop(),
      whatsapp.stop(),
      openai.close(),
      anthropic.stop(),
      gemini.stop(),
      ollama.close(),
    ]);
  };
  return { smtp, twilio, google, s3, stripe, pawapay, whatsapp, openai, anthropic, gemini, ollama, env, stop };
}
