import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const UNAVAILABLE = Symbol.for('group-scheduler.remote-unavailable');

export interface RemoteUnavailable {
  [UNAVAILABLE]: true;
  error: unknown;
}

export function isRemoteUnavailable(loaded: unknown): loaded is RemoteUnavailable {
  return typeof loaded === 'object' && loaded !== null && UNAVAILABLE in loaded;
}

/**
 * A remote that cannot be loaded (server down, 404, script error) must never break the shell:
 * the failed load resolves to a marker the section outlet turns into a message with a retry.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-failure-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      // Earlier lifecycles expect other answers; their errors reach `onLoad` in the end.
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`Remote module ${id} could not be loaded`, error);
      const unavailable: RemoteUnavailable = { [UNAVAILABLE]: true, error };
      return unavailable;
    },
  };
}
