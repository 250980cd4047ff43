import { Alert, Button } from '@domainfolio/ui';

export interface LoadErrorProps {
  /** What could not be loaded ('Your leads could not be loaded'). */
  title: string;
  error: Error;
  onRetry: () => void;
}

/** A failed load in place of what it would have shown, with the reason and Try again. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  return (
    <Alert
      tone="error"
      title={title}
      actions={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {error.message}
    </Alert>
  );
}
