import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface AppMetrics {
  /** A socket event the registry dispatched, by its ack outcome. */
  socketEvent(event: string, ok: boolean): void;
  /** One model answer: its duration and how it ended (done, stopped, error). */
  answer(model: string, status: string, seconds: number): void;
  /** One checkpoint statement of the answers streaming here, and how many chats it updated. */
  checkpoint(rows: number): void;
  /** Answers settled as stopped because the instance generating them was gone. */
  settled(count: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/**
 * Prometheus metrics (requests, sockets, socket events and sends, model latency and errors,
 * answers in progress) on GET /metrics behind `Authorization: Bearer METRICS_TOKEN`. Labels carry
 * route patterns and model ids only, never customer data.
 */
export function registerMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const socketEvents = new Counter({
    name: 'socket_events_total',
    help: 'Client socket events by name and outcome (a send is main:conversations:send)',
    labelNames: ['event', 'outcome'],
    registers,
  });
  const answerSeconds = new Histogram({
    name: 'model_answer_duration_seconds',
    help: 'Time from the start of a model call to its stored answer',
    labelNames: ['model', 'status'],
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers,
  });
  const modelErrors = new Counter({
    name: 'model_errors_total',
    help: 'Model calls that failed (timeout, provider error, broken stream)',
    labelNames: ['model'],
    registers,
  });
  const checkpointWrites = new Counter({
    name: 'chat_checkpoint_writes_total',
    help: 'Statements writing the text of streaming answers to their chats (one per tick with new text)',
    registers,
  });
  const checkpointRows = new Counter({
    name: 'chat_checkpoint_rows_total',
    help: 'Chats whose streamed text a checkpoint stored',
    registers,
  });
  const settledAnswers = new Counter({
    name: 'chat_answers_settled_total',
    help: 'Pending answers settled as stopped, their checkpointed text kept, after their instance died',
    registers,
  });
  new Gauge({
    name: 'socket_connections',
    help: 'Sockets connected to this instance',
    registers,
    collect() {
      this.set(app.hasDecorator('io') && app.io ? app.io.engine.clientsCount : 0);
    },
  });
  new Gauge({
    name: 'chat_answers_in_progress',
    help: 'Model answers being generated on this instance (the work queue depth)',
    registers,
    collect() {
      this.set(app.hasDecorator('chatPipeline') ? app.chatPipeline.running.size : 0);
    },
  });

  app.decorate('metrics', {
    socketEvent: (event, ok) => socketEvents.inc({ event: event.slice(0, 64), outcome: ok ? 'ok' : 'refused' }),
    answer: (model, status, seconds) => {
      answerSeconds.observe({ model, status }, seconds);
      if (status === 'error') modelErrors.inc({ model });
    },
    checkpoint: (rows) => {
      checkpointWrites.inc();
      checkpointRows.inc(rows);
    },
    settled: (count) => settledAnswers.inc(count),
  } satisfies AppMetrics);

  app.addHook('onResponse', async (request, reply) => {
    // Unmatched URLs share one label so a scanner cannot blow up the series count.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    requestSeconds.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const token = app.config.metricsToken;
  if (!token) return;
  app.get('/metrics', async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.status(401).send({ code: 'unauthorized', message: 'A valid metrics token is required.' });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/** Constant-time comparison of the presented bearer token (hashing first equalises the lengths). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(token));
}
