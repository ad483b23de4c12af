const { TestEnvironment: JSDOMEnvironment } = require('jest-environment-jsdom');
const { withTimeZoneOption } = require('./time-zone-option.cjs');

/** What MSW and the HTTP client need from Node: jsdom lacks them or has older copies. */
const NODE_GLOBALS = {
  TextDecoder,
  TextEncoder,
  TextDecoderStream,
  TextEncoderStream,
  ReadableStream,
  TransformStream,
  WritableStream,
  Blob,
  File,
  Headers,
  Request,
  Response,
  fetch,
  AbortController,
  AbortSignal,
  BroadcastChannel,
  structuredClone,
  URL,
  URLSearchParams,
};

/**
 * jsdom with Node's fetch and the globals that go with it, as MSW documents for jest (jest-fixed-jsdom), but keeping
 * jsdom's FormData: React builds one from a <form> element, which Node's cannot. Packages resolve as in Node (no
 * "browser" export condition), so `msw/node` loads. A test file may pin the browser's zone (time-zone-option.cjs).
 */
class BrowserEnvironment extends JSDOMEnvironment {
  constructor(...args) {
    super(...args);
    this.customExportConditions = [''];
    Object.assign(this.global, NODE_GLOBALS);
  }
}

module.exports = withTimeZoneOption(BrowserEnvironment);
