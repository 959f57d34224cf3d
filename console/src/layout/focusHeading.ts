import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new screen may take to show its heading (a lazy page, a list loading) before focus is left alone. */
const MAX_FRAMES = 180;

/** The screen's heading in the main area, made focusable by script only (tabindex -1 keeps it out of the Tab order). */
export function focusMainHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('#main-content h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}

/**
 * After a navigation, focus goes to the new screen's h1 (WCAG 2.4.3): a keyboard or screen-reader user starts reading
 * the new step instead of from the page's body. Not on the first load (the browser's own start), and never over a
 * field the new screen focused itself.
 */
export function useFocusHeadingOnNavigate(): void {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    let frames = 0;
    let handle = 0;
    const attempt = () => {
      const active = document.activeElement;
      const main = document.getElementById('main-content');
      if (active && active !== document.body && active !== main && main?.contains(active) && active.tagName !== 'H1') return;
      if (focusMainHeading() || ++frames >= MAX_FRAMES) return;
      handle = requestAnimationFrame(attempt);
    };
    handle = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(handle);
  }, [pathname]);
}
