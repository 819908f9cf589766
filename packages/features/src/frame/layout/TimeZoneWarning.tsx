import { shouldWarnTimeZone } from '@kurse/domain';
import { useI18n } from '@kurse/i18n';
import { Alert } from '@kurse/ui';
import { useState } from 'react';

/** Props of {@link TimeZoneWarning}. */
export interface TimeZoneWarningProps {
  /** The browser's time zone. @default Intl.DateTimeFormat().resolvedOptions().timeZone */
  zone?: string;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A dismissible warning, naming the browser's zone, when it is not Europe/Berlin: every time on
 * the site is shown in Berlin time. Spec: discovery §1, §8 (time-zone warning).
 */
export function TimeZoneWarning({ zone }: TimeZoneWarningProps) {
  const { LL } = useI18n();
  const [dismissed, setDismissed] = useState(false);
  const shown = zone ?? browserZone();
  if (dismissed || !shouldWarnTimeZone(shown)) return null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4">
      <Alert tone="warning" onDismiss={() => setDismissed(true)}>
        {LL.errors.timeZone({ zone: shown })}
      </Alert>
    </div>
  );
}
