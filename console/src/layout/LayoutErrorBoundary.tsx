import { Component, type ErrorInfo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps the top bar usable when a screen throws while rendering. */
export class LayoutErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? (
      <Alert severity="error" data-testid="alert">
        {this.props.fallback}
      </Alert>
    ) : (
      this.props.children
    );
  }
}
