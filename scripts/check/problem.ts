/** One mistake the checker found, named by file and JSON pointer. */
export interface Problem {
  /** Path relative to the project root, forward slashes. */
  file: string;
  /** JSON pointer into the file ("" is the whole file). */
  pointer: string;
  message: string;
}

/** `file:pointer: message`, the format editors and CI logs link. */
export function formatProblem({ file, pointer, message }: Problem): string {
  return `${file}:${pointer || '/'}: ${message}`;
}
