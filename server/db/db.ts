/** A parameterised SQL runner: PGlite and node-postgres both fit behind it. */
export interface Queryable {
  query<Row extends object>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** The one storage interface handlers see. Every write that moves money, points, orders or limits runs in `transaction`. */
export interface Db extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
