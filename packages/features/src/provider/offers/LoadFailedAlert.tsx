import { useI18n } from '@kurse/i18n';
import { Alert } from '@kurse/ui';

/**
 * A load that failed: the generic error text and a retry (the way forward). Spec: discovery §8
 * (generic error text).
 */
export function LoadFailedAlert({ onRetry }: { onRetry: () => void }) {
  const { LL } = useI18n();
  return (
    <Alert
      tone="danger"
      title={LL.errors.generic.title()}
      actionLabel={LL.common.retry()}
      onAction={onRetry}
    >
      {LL.errors.generic.text()}
    </Alert>
  );
}
