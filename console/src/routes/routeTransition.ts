import { routeByName, type RouteName } from './routeTable';

export type RouteTransition = 'slide-forward' | 'slide-back' | 'fade';

/**
 * Spec 2.2: the shipment steps in their order. Home opens the first step as well (spec 2.1),
 * so it counts as /start.
 */
export const SHIPMENT_STEPS: readonly (readonly RouteName[])[] = [
  ['home', 'start'],
  ['shipmentStep1'],
  ['shipmentStep2'],
  ['shipmentStep3'],
  ['shipmentStep4'],
];

const stepByPath = new Map<string, number>(
  SHIPMENT_STEPS.flatMap((names, index) => names.map((name) => [routeByName(name).path, index] as const)),
);

const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The position of a path among the shipment steps, or undefined for any other screen. */
export const shipmentStepOf = (pathname: string) => stepByPath.get(normalize(pathname));

/**
 * Moving between two shipment steps slides in from the right going forward and from the left
 * going back; everything else (the first page, other screens, the same step again) fades.
 */
export const transitionBetween = (fromPath: string | undefined, toPath: string): RouteTransition => {
  const from = fromPath === undefined ? undefined : shipmentStepOf(fromPath);
  const to = shipmentStepOf(toPath);
  if (from === undefined || to === undefined || from === to) return 'fade';
  return to > from ? 'slide-forward' : 'slide-back';
};
