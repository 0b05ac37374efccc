/** Keeps a preview that throws (an odd schema can make RJSF fail) from taking the designer down with it. */
import { Alert, Code } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { Icon } from '../../runtime/shell/Icon.js';

interface Props {
  /** A new body clears the error and tries again. */
  resetKey: unknown;
  title: string;
  children: ReactNode;
}

export class PreviewBoundary extends Component<Props, { error?: Error }> {
  state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: undefined });
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert color="red" variant="light" icon={<Icon name="alert" />} title={this.props.title} role="alert">
        <Code block>{this.state.error.message}</Code>
      </Alert>
    );
  }
}
