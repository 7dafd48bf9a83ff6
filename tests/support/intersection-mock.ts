import { vi } from 'vitest';

/** Observed elements by callback, so a test can bring them "into view" (jsdom has no IntersectionObserver). */
export const observed = new Map<Element, IntersectionObserverCallback>();
/** The options of the observer that watches each element (its rootMargin). */
export const observedWith = new Map<Element, IntersectionObserverInit | undefined>();

/** Installs a fake IntersectionObserver; `immediate` reports every element as visible at once. */
export function mockIntersectionObserver(immediate: boolean) {
  observed.clear();
  observedWith.clear();
  class FakeObserver {
    private readonly targets = new Set<Element>();
    constructor(
      private readonly callback: IntersectionObserverCallback,
      private readonly options?: IntersectionObserverInit,
    ) {}
    observe(target: Element) {
      observed.set(target, this.callback);
      observedWith.set(target, this.options);
      this.targets.add(target);
      if (immediate) bringIntoView(target);
    }
    unobserve(target: Element) {
      if (observed.get(target) === this.callback) observed.delete(target);
      this.targets.delete(target);
    }
    disconnect() {
      for (const target of [...this.targets]) this.unobserve(target);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
}

/** Tells the observer that `target` came into view. */
export function bringIntoView(target: Element) {
  const callback = observed.get(target);
  const entry = { target, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry;
  callback?.([entry], {} as IntersectionObserver);
}
