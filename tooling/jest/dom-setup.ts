import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// jsdom has no layout: the alerts scroll themselves into view (SPEC §2).
Element.prototype.scrollIntoView = () => {};

// Nor does anything resize there: an observer that never calls back (the tables measure their columns with it).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The page's live region repeats what the screen already shows, for screen readers: tests read it through
// lastAnnouncement() (shared-ui/testing), and screen queries leave it out.
configure({ defaultIgnore: 'script, style, #live-region, #live-region *' });

// Nor modal dialogs: opening one only shows it (the browser also makes the rest of the page inert).
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};
