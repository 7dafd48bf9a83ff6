/**
 * What the operator console's preview frame and the app agree on (docs/operators.md): the query
 * the console opens the app with, where it hands a persona's session to the frame, and the
 * message the frame posts back for each contained problem. Written by src/ops/preview.tsx and
 * src/ops/gallery.tsx, read by src/app/runtime-pages/ and the gateway's HTML handler
 * (server/http/spa.ts), which serves a draft's route without the published version.
 */

/** The draft's content hash: `<route>?opsPreview=<hash>`. */
export const PREVIEW_PARAM = 'opsPreview';
/** The emulated shell (one of SHELLS, schemas/shells.ts; the first when absent). */
export const PREVIEW_SHELL_PARAM = 'opsShell';
/** Who sees the draft (`guest`, `info`, `finish`). */
export const PREVIEW_PERSONA_PARAM = 'opsPersona';

/** Who the console's preview frame shows the draft to (the first is the default). */
export const PREVIEW_PERSONAS = ['guest', 'info', 'finish'] as const;
export type PreviewPersona = (typeof PREVIEW_PERSONAS)[number];

/** The query's value if it is one of `allowed`, else the first of them (a frame opened with no or an unknown value). */
export const oneOf = <T extends string>(allowed: readonly [T, ...T[]], value: string | null): T => allowed.find((v) => v === value) ?? allowed[0];

/** sessionStorage key under which the console hands a persona's token to its frame (same tab, same origin). */
export const personaStorageKey = (persona: Exclude<PreviewPersona, 'guest'>) => `qsh.opsPreview.persona.${persona}`;

/** The message the preview frame posts to the console for each contained problem. */
export const PREVIEW_PROBLEM_MESSAGE = 'qsh-ops-preview-problem';
