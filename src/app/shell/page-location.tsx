import { createContext, useContext } from 'react';
import { useLocation, type Location } from 'react-router-dom';

const PageLocationContext = createContext<Location | null>(null);

/** Gives a page the location it was opened with; a kept-alive page keeps its own while hidden. */
export const PageLocationProvider = PageLocationContext.Provider;

/** The location of the page this component belongs to (not necessarily the current URL). */
export function usePageLocation(): Location {
  const current = useLocation();
  return useContext(PageLocationContext) ?? current;
}
