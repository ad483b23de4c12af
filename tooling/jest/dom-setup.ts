import '@testing-library/jest-dom';

// jsdom has no layout: the alerts scroll themselves into view (SPEC §2).
Element.prototype.scrollIntoView = () => {};

// Nor does anything resize there: an observer that never calls back (the tables measure their columns with it).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
