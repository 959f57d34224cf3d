import { createContext, useContext, useEffect } from 'react';

/** Set by RouteFrame: the screen's own title in place of the route's, or undefined for the route's. */
const ScreenTitleContext = createContext<(title: string | undefined) => void>(() => undefined);

export const ScreenTitleProvider = ScreenTitleContext.Provider;

/**
 * Replaces the route's title in the document title while `title` is set: a screen whose state
 * outgrows its route title (a failed sign-in is no longer "Loggar in") says so in the tab too.
 */
export const useScreenTitle = (title: string | undefined) => {
  const setTitle = useContext(ScreenTitleContext);
  useEffect(() => {
    setTitle(title);
    return () => setTitle(undefined);
  }, [setTitle, title]);
};
