import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { transitionBetween, type RouteTransition as Transition } from '../routes/routeTransition';

/**
 * Animates the routed content once per path change (layout.css; none under
 * prefers-reduced-motion). The key restarts the CSS animation; the direction comes from the
 * previous path, held in state so StrictMode's double render computes the same answer.
 */
export const RouteTransition = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const [shown, setShown] = useState<{ path: string; transition: Transition }>({
    path: pathname,
    transition: 'fade',
  });
  let current = shown;
  if (shown.path !== pathname) {
    current = { path: pathname, transition: transitionBetween(shown.path, pathname) };
    setShown(current);
  }
  return (
    <div key={current.path} className={`frakt-transition frakt-transition--${current.transition}`} data-transition={current.transition}>
      {children}
    </div>
  );
};
