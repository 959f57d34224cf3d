import { useEffect } from 'react';

/**
 * react-admin 5's row checkboxes (`.select-item`) pass their aria-label ("Välj denna rad") to MUI's Checkbox, which
 * puts it on the wrapping span: the input has no name (WCAG 4.1.2) and the span may not carry one. This moves the
 * label to the input, for every row a list renders, until react-admin labels the input itself.
 */
export function labelRowCheckboxes(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('.select-item[aria-label]').forEach((wrapper) => {
    const input = wrapper.querySelector('input');
    const label = wrapper.getAttribute('aria-label');
    if (!input || !label) return;
    input.setAttribute('aria-label', label);
    wrapper.removeAttribute('aria-label');
  });
}

/** Keeps labelRowCheckboxes true for the document while the layout is mounted (rows come and go as lists page). */
export const useRowCheckboxLabels = () => {
  useEffect(() => {
    labelRowCheckboxes(document);
    const observer = new MutationObserver(() => labelRowCheckboxes(document));
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, []);
};
