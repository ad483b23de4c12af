// `npm run check:remote -- <mf-manifest.json URL>`: whether a deployed section fits the shell built from this
// checkout, one line per shared module. Exits 0 when it fits, 1 when it does not or cannot be read.
import { sectionFit } from '../tooling/federation/section-fit.mjs';
import { shellBuild } from '../tooling/webpack/shared-singletons.mjs';

const manifestUrl = process.argv[2];
if (!manifestUrl) {
  console.error('Usage: npm run check:remote -- <URL of the section build’s mf-manifest.json>');
  process.exit(1);
}

let manifest;
try {
  const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`it answered ${response.status}`);
  manifest = await response.json();
  if (!Array.isArray(manifest?.shared) || typeof manifest?.metaData?.pluginVersion !== 'string') {
    throw new Error('it is not a federation manifest (mf-manifest.json)');
  }
} catch (failure) {
  console.error(`Cannot read ${manifestUrl}: ${failure instanceof Error ? failure.message : failure}`);
  process.exit(1);
}

const fits = sectionFit(shellBuild(), manifest);
for (const fit of fits) console.log(`${fit.fits ? 'compatible  ' : 'INCOMPATIBLE'}  ${fit.text}`);
const misfits = fits.filter((fit) => !fit.fits);
const section = `Section ${manifest.metaData.name} ${manifest.metaData.buildInfo?.buildVersion ?? ''}`.trim();
if (misfits.length === 0) {
  console.log(`${section} is compatible with this shell build.`);
} else {
  console.log(`${section} is NOT compatible with this shell build: ${misfits.map((fit) => fit.module).join(', ')}.`);
  process.exitCode = 1;
}
