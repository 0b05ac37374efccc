/**
 * Keeps a form that cannot be drawn (a schema RJSF or AJV refuses, a widget that throws) from blanking the
 * screen: the problem is shown in the form's place. A new `resetKey` (another schema) tries again.
 */
import { Alert, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';

interface FormErrorBoundaryProps {
  resetKey: unknown;
  title: string;
  children: ReactNode;
}

interface FormErrorBoundaryState {
  error?: Error;
  resetKey: unknown;
}

export class FormErrorBoundary extends Component<FormErrorBoundaryProps, FormErrorBoundaryState> {
  state: FormErrorBoundaryState = { resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<FormErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: FormErrorBoundaryProps, state: FormErrorBoundaryState): Partial<FormErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert color="red" variant="light" title={this.props.title} role="alert">
        <Text size="sm">{this.state.error.message}</Text>
      </Alert>
    );
  }
}
