/**
 * A test file pins the zone its code runs in, as a browser's or a server's own, with a docblock at its top:
 *
 *   /** @jest-environment-options {"timeZone": "America/New_York"} *\/
 *
 * The environment sets the worker's TZ (what Date's local fields, Intl and luxon's local zone read; Node applies a new
 * TZ at once) for that file, and puts the machine's back after it. A test's own `process.env` is a copy, so the test
 * cannot do this itself.
 */
function withTimeZoneOption(Environment) {
  return class extends Environment {
    constructor(config, context) {
      super(config, context);
      this.timeZone = config.projectConfig.testEnvironmentOptions?.timeZone;
    }

    async setup() {
      await super.setup();
      if (!this.timeZone) return;
      this.machineZone = process.env.TZ;
      process.env.TZ = this.timeZone;
    }

    async teardown() {
      if (this.timeZone) {
        if (this.machineZone === undefined) delete process.env.TZ;
        else process.env.TZ = this.machineZone;
      }
      await super.teardown();
    }
  };
}

module.exports = { withTimeZoneOption };
