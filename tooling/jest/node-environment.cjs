const { TestEnvironment: NodeEnvironment } = require('jest-environment-node');
const { withTimeZoneOption } = require('./time-zone-option.cjs');

/** Node, with a zone a test file may pin (time-zone-option.cjs). */
module.exports = withTimeZoneOption(NodeEnvironment);
