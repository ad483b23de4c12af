/** `npm run test:unit`: every package's jest suite in one run. */
module.exports = {
  projects: [
    'shared-domain',
    'shared-auth',
    'shared-ui',
    'shell',
    'mfe-meetings',
    'mfe-teams',
    'mfe-venues',
    'mfe-users',
    'server',
    'tooling',
  ].map((name) => `<rootDir>/${name}`),
};
