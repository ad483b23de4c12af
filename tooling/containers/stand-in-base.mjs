// `node tooling/containers/stand-in-base.mjs`: where no image registry can be reached, builds a stand-in for the
// Dockerfile's base image (the official Node 20 bookworm-slim) from Debian packages: a debootstrap of bookworm, this
// machine's own Node 20 and npm, a `node` user of uid 1000 as the official image has, and this machine's CA bundle
// (its npm reaches the registry through it). It is tagged with the name the Dockerfile's NODE_IMAGE argument gives,
// so the product's Dockerfile builds on it unchanged. Both steps are cached: the debootstrap as a tarball in
// ~/.cache/group-scheduler, the image by docker itself (rebuilt when this machine's Node changes). An image of that
// name that is not a stand-in (the real one, pulled or mirrored) is left alone.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { docker, dockerfileBaseImage, dockerShown, imageExists } from './docker.mjs';

const ROOTFS_IMAGE = 'group-scheduler-stand-in/bookworm-minbase';
const CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';
const LABEL = 'org.group-scheduler.stand-in-node';
const cacheDir = path.join(process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache'), 'group-scheduler');

/** The Debian mirror this machine's apt uses, so debootstrap reaches what apt-get reaches. */
function debianMirror() {
  for (const file of ['/etc/apt/sources.list.d/debian.sources', '/etc/apt/sources.list']) {
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const uri =
      /^URIs:\s*(\S+\/debian)\/?\s*$/m.exec(text)?.[1] ??
      /^deb\s+(?:\[[^\]]*\]\s+)?(\S+\/debian)\/?\s/m.exec(text)?.[1];
    if (uri) return uri;
  }
  return 'http://deb.debian.org/debian';
}

/** A tarball of a minimal bookworm, made once by debootstrap (a minute or two) and kept in the cache. */
function bookwormTarball() {
  const tarball = path.join(cacheDir, 'bookworm-minbase.tar');
  if (existsSync(tarball)) return tarball;
  mkdirSync(cacheDir, { recursive: true });
  const rootfs = mkdtempSync(path.join(tmpdir(), 'bookworm-rootfs-'));
  try {
    console.log(`debootstrap bookworm from ${debianMirror()} (once; cached in ${cacheDir})`);
    execFileSync('debootstrap', ['--variant=minbase', 'bookworm', rootfs, debianMirror()], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    execFileSync('tar', ['--create', '--file', `${tarball}.partial`, '--directory', rootfs, '.']);
    execFileSync('mv', [`${tarball}.partial`, tarball]);
  } finally {
    rmSync(rootfs, { recursive: true, force: true });
  }
  return tarball;
}

/** Where this machine's npm lives: beside node, as Node's own installs and Debian's nodejs put it. */
function npmDirectory() {
  const candidates = [
    path.resolve(path.dirname(process.execPath), '../lib/node_modules/npm'),
    '/usr/lib/node_modules/npm',
    '/usr/share/nodejs/npm',
  ];
  const found = candidates.find((candidate) => existsSync(path.join(candidate, 'bin/npm-cli.js')));
  if (!found) throw new Error(`npm was not found beside ${process.execPath}`);
  return found;
}

const STAND_IN_DOCKERFILE = `FROM ${ROOTFS_IMAGE}
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
 && mkdir -p /usr/local/etc && echo 'cafile=/etc/ssl/certs/ca-certificates.crt' > /usr/local/etc/npmrc \\
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
`;

/** Builds (or finds) the stand-in and answers its name. */
export async function ensureStandInBase({ quiet = true } = {}) {
  const image = dockerfileBaseImage();
  if (await imageExists(image)) {
    const label = await docker(['image', 'inspect', '--format', `{{index .Config.Labels "${LABEL}"}}`, image]);
    if (label === '' || label === '<no value>') return image;
    if (label === process.version) return image;
  }
  if (!(await imageExists(ROOTFS_IMAGE))) {
    await docker(['import', bookwormTarball(), ROOTFS_IMAGE], { timeoutMs: 900_000 });
  }
  const context = mkdtempSync(path.join(tmpdir(), 'stand-in-base-'));
  try {
    copyFileSync(process.execPath, path.join(context, 'node'));
    cpSync(npmDirectory(), path.join(context, 'npm'), { recursive: true });
    copyFileSync(CA_BUNDLE, path.join(context, 'ca-certificates.crt'));
    writeFileSync(path.join(context, 'Dockerfile'), STAND_IN_DOCKERFILE);
    await dockerShown(['build', '--label', `${LABEL}=${process.version}`, '--tag', image, context], { quiet });
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
  return image;
}

if (process.argv[1] === import.meta.filename) {
  const image = await ensureStandInBase({ quiet: false });
  console.log(`${image} is a stand-in built from Debian bookworm and Node ${process.version}`);
}
