import type { FastifyInstance } from 'fastify';
import { Periodic } from '../../../lib/periodic.ts';
import { instanceBroadcast } from '../../../plugins/instance-broadcast.ts';
import type { ModelSettingsRepository } from './model-settings-repository.ts';

/** How often an instance reads the model settings anyway, in case it missed a message while Redis was away. */
const RELOAD_MS = 60_000;

export interface LiveCatalog {
  /** After a model edit: this instance applies it before answering, every instance (this one too) then tells its sockets. */
  modelsChanged: () => Promise<void>;
  /** After a plan edit: every instance reads the plans again. */
  plansChanged: () => void;
}

/**
 * The console's settings applied to every instance without a restart (issue 22): the model
 * settings are read at start-up and again when an instance is told; each instance then tells the
 * customers connected to it (`models:changed`) so their picker reads the list again. Emitting
 * only after its own reload keeps a picker from reading an instance still on the old list.
 */
export async function startLiveCatalog(app: FastifyInstance, models: ModelSettingsRepository): Promise<LiveCatalog> {
  const reload = async () => app.ai.applySettings(await models.list());
  await reload();

  const announce = instanceBroadcast(app, 'model-settings-changed', () => {
    reload()
      .then(() => app.io.local.emit('models:changed'))
      .catch((error: unknown) => app.log.error({ err: error }, 'could not read the model settings again'));
  });
  const plansChanged = instanceBroadcast(app, 'plans-changed', () => app.billing.repository.invalidate());

  if (app.redis) {
    const periodic = new Periodic(reload, RELOAD_MS, (error) => app.log.warn({ err: error }, 'model settings reload failed'));
    periodic.start();
    app.addHook('onClose', () => periodic.stop());
  }

  return {
    modelsChanged: async () => {
      await reload();
      announce('');
    },
    plansChanged: () => plansChanged(''),
  };
}
