export interface Logger {
  request(apiCode: string, rspCode: string, ms: number): void;
  error(message: string, err: unknown): void;
}

/** One line per request; silent when LOG=silent (tests). Never pass card numbers or passwords here. */
export function createLogger(silent = process.env.LOG === 'silent'): Logger {
  return {
    request(apiCode, rspCode, ms) {
      if (!silent) console.log(`${new Date().toISOString()} ${apiCode} ${rspCode} ${ms.toFixed(1)}ms`);
    },
    error(message, err) {
      if (!silent) console.error(message, err instanceof Error ? err.stack : err);
    },
  };
}
