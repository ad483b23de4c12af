// A real OpenID provider (the `oidc-provider` package) on loopback for the server's jest tests and the e2e runner:
// `node provider-server.mjs <port, 0 for any free one> <redirect URI>…` prints `ready <issuer>` once it answers. Its own login page takes
// any password for an account below. Test hooks, on the provider's own address:
//   POST /test/accounts/<login>  {"groups": […]}  changes an account's groups;
//   POST /test/id-token          {"change": …}    rewrites the next id tokens the token endpoint answers, signed with
//                                                  the provider's key unless the change is "signature" (see below).

import { createServer } from 'node:net';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';
import Provider from 'oidc-provider';

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const [portArgument, ...redirectUris] = process.argv.slice(2);
const port = Number(portArgument) || (await freePort());
const issuer = `http://127.0.0.1:${port}`;
const CLIENT = { client_id: 'scheduler', client_secret: 'scheduler-test-secret' };

const accounts = {
  ada: {
    preferred_username: 'ada.lovelace',
    given_name: 'Ada',
    family_name: 'Lovelace',
    email: 'ada@example.org',
    groups: ['staff', 'scheduler-admins'],
  },
  alan: {
    preferred_username: 'alan',
    given_name: 'Alan',
    family_name: 'Turing',
    email: 'alan@example.org',
    groups: ['staff'],
  },
};

const { privateKey } = await generateKeyPair('RS256', { extractable: true });
const privateJwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };

/** How the next id tokens are changed: null, or one of the cases a client must refuse. */
let idTokenChange = null;
const REWRITES = {
  audience: (claims) => ({ ...claims, aud: 'another-client' }),
  issuer: (claims) => ({ ...claims, iss: 'http://127.0.0.1:1' }),
  nonce: (claims) => ({ ...claims, nonce: 'another-nonce' }),
  expired: (claims) => ({ ...claims, iat: claims.iat - 3600, exp: claims.iat - 1800 }),
};

async function rewrite(idToken, change) {
  if (change === 'signature') {
    const [header, payload, signature] = idToken.split('.');
    const flipped = signature[0] === 'A' ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    return [header, payload, flipped].join('.');
  }
  const claims = REWRITES[change](decodeJwt(idToken));
  return new SignJWT(claims).setProtectedHeader(decodeProtectedHeader(idToken)).sign(await importJWK(privateJwk));
}

const provider = new Provider(issuer, {
  clients: [{ ...CLIENT, redirect_uris: redirectUris }],
  jwks: { keys: [privateJwk] },
  cookies: { keys: ['test-provider-cookie-key'] },
  pkce: { required: () => true },
  conformIdTokenClaims: false,
  claims: {
    openid: ['sub'],
    profile: ['preferred_username', 'given_name', 'family_name', 'groups'],
    email: ['email'],
  },
  // The login name is the account's subject.
  findAccount: (_ctx, id) => accounts[id] && { accountId: id, claims: () => ({ sub: id, ...accounts[id] }) },
});

provider.use(async (ctx, next) => {
  if (ctx.method === 'POST' && ctx.path.startsWith('/test/')) {
    const body = await new Promise((resolve) => {
      let text = '';
      ctx.req.on('data', (chunk) => {
        text += chunk;
      });
      ctx.req.on('end', () => resolve(text ? JSON.parse(text) : {}));
    });
    const login = ctx.path.match(/^\/test\/accounts\/(\w+)$/)?.[1];
    if (login && accounts[login]) accounts[login].groups = body.groups;
    else if (ctx.path === '/test/id-token') idTokenChange = body.change ?? null;
    else ctx.throw(404);
    ctx.status = 204;
    return;
  }
  await next();
  if (ctx.path === '/token' && idTokenChange && ctx.body?.id_token) {
    ctx.body = { ...ctx.body, id_token: await rewrite(ctx.body.id_token, idTokenChange) };
  }
});

provider.on('server_error', (_ctx, error) => console.error(error));
provider.listen(port, '127.0.0.1', () => console.log(`ready ${issuer}`));
