/** What a user notices when a demo renders: a text, or an image's alt text. */
export type DemoExpectation = { text: string } | { alt: string };

/** Example props and data of a widget: the gallery, the docs and the shared test suite use it. */
export interface WidgetDemo<P, D = unknown> {
  props: P;
  data?: D;
  /** Child blocks, for widgets with slots (container, card, tabs). */
  blocks?: readonly unknown[];
  expect: DemoExpectation;
}
