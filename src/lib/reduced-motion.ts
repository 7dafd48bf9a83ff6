/** The system setting by which a customer asks for less motion on screen. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The setting's media query, where the environment has one (a browser; not Node or the gateway's drawing). */
export function reducedMotionQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : undefined;
}

/** Whether the customer asked for reduced motion, as it is now: smooth scrolls and long animations are cut short then. */
export function prefersReducedMotion(): boolean {
  return reducedMotionQuery()?.matches === true;
}
