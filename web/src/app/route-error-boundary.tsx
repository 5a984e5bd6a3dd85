import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface Props {
  children: ReactNode;
  /** A new value (the user went elsewhere) clears the error and renders the children again. */
  resetKey: string;
}

interface State {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

/** Catches a screen that failed to render or load, as a data router's `errorElement` would. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
