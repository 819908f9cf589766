import type { ReactNode } from 'react';

/** Props of {@link FormSection}. */
export interface FormSectionProps {
  /** The section's heading (level 3: the forms sit under a dialog's or page's level-2 title). */
  title: string;
  children: ReactNode;
}

/**
 * A titled part of the booking and new-contract forms. Spec: transactions §2 Booking form
 * content, New contract modal.
 */
export function FormSection({ title, children }: FormSectionProps) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-base font-semibold">{title}</h3>
      {children}
    </section>
  );
}
