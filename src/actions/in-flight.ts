/** Runs at most one task per key at a time; a second start while the first runs is dropped. */
export interface InFlight {
  /** Runs `task` unless a task with `key` is still running; resolves true when it ran. */
  run(key: string, task: () => Promise<void> | void): Promise<boolean>;
  /** Whether a task with `key` is running. */
  has(key: string): boolean;
}

/** A per-dispatcher guard against double taps (one join order per product at a time). */
export function createInFlight(): InFlight {
  const running = new Set<string>();
  return {
    has: (key) => running.has(key),
    async run(key, task) {
      if (running.has(key)) return false;
      running.add(key);
      try {
        await task();
        return true;
      } finally {
        running.delete(key);
      }
    },
  };
}
