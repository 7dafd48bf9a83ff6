import { PureComponent, type ReactNode } from 'react';
import { BlockProblem } from './BlockProblem';

interface State {
  error: unknown;
}

/** The state of every boundary that caught nothing: one frozen object shared by all (React replaces state, never changes it). */
const NO_ERROR: State = Object.freeze({ error: undefined });

/**
 * Catches a block's render errors so the rest of the page keeps rendering; the block itself is
 * what `renderBlock` draws. A pure component: a parent's re-render with the same props leaves the
 * block alone. Boundary and memo are one component (one fiber per block, not two: a long page has
 * hundreds of blocks).
 */
export abstract class BlockBoundary<P extends { pointer: string }> extends PureComponent<P, State> {
  override state: State = NO_ERROR;

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('unknown error') };
  }

  protected abstract renderBlock(): ReactNode;

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.renderBlock();
    const message = `widget crashed: ${error instanceof Error ? error.message : String(error)}`;
    return <BlockProblem pointer={this.props.pointer} message={message} error={error} />;
  }
}
