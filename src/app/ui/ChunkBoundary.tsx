// A lazy chunk that fails to load (the site was updated or went offline mid-visit) shows its
// fallback instead of taking the page down; the plain editor keeps what the person typed.

import { Component, type ReactNode } from 'react';

export interface ChunkBoundaryProps {
  /** What to show when the children throw while rendering (a failed lazy import does). */
  fallback: ReactNode;
  children: ReactNode;
}

/** Renders its children, or the fallback once they have thrown. */
export class ChunkBoundary extends Component<ChunkBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
