import type { SectionName } from '@scheduler/shared-domain/system';
import type { ModuleFit } from '../../../tooling/federation/section-fit.mjs';

/** The section's code could not be downloaded (server down, 404, network): a later try may work. */
export class SectionUnavailableError extends Error {
  constructor(
    readonly section: SectionName,
    cause: unknown,
  ) {
    super(`The ${section} section could not be loaded.`, { cause });
  }
}

/** The section was built for shared code this shell does not provide: no try can work until one of them changes. */
export class SectionIncompatibleError extends Error {
  constructor(
    readonly section: SectionName,
    readonly version: string,
    readonly misfits: readonly ModuleFit[],
  ) {
    super(`The ${section} section ${version} does not fit this shell: ${misfits.map((fit) => fit.text).join('; ')}`);
  }
}

/**
 * A page chunk that failed to download, as webpack (script) and mini-css-extract-plugin (stylesheet) report it:
 * the network failed, not the section's code.
 */
export function isChunkLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || ('code' in error && error.code === 'CSS_CHUNK_LOAD_FAILED'))
  );
}
