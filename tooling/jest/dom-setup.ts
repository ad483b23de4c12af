import '@testing-library/jest-dom';

// jsdom has no layout: the alerts scroll themselves into view (SPEC §2).
Element.prototype.scrollIntoView = () => {};
