/**
 * Focuses an element that need not be in the Tab order (a heading, a landmark, an alert, a caption) where it is:
 * it becomes focusable by script only, so Tab does not stop there afterwards.
 */
export function focusElement(element: HTMLElement, options?: FocusOptions): void {
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) element.tabIndex = -1;
  element.focus(options);
}
