import * as runtimeCore from '@module-federation/runtime-core';

// The remotes' production builds leave the federation runtime out (`experiments.externalRuntime`) and read it from
// this global, so the shell's copy serves all four instead of each remoteEntry.js carrying its own (~10 KB gz).
(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;
