const base = require('./jest/base.cjs')(__dirname);

// The repository's own rules (import direction), checked over every workspace's files.
module.exports = { ...base, testMatch: ['<rootDir>/*.test.ts'] };
