import { Component, type ReactNode } from 'react';
import { BlockProblem } from './BlockProblem';

interface Props {
  pointer: string;
  children: ReactNode;
}

/** Catches a block's render errors so the rest of the page keeps rendering. */
export class BlockBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    const message = `widget crashed: ${error instanceof Error ? error.message : String(error)}`;
    return <BlockProblem pointer={this.props.pointer} message={message} error={error} />;
  }
}
