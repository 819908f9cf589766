import type { Contact } from '@kurse/api-client';
import { useI18n } from '@kurse/i18n';
import { useId } from 'react';

/**
 * The provider's contact persons, each with portrait, name and the role "contact person".
 * Nothing when there are none. Spec: discovery §2 Provider page (contacts), §3, §6.
 */
export function ContactPersons({ contacts }: { contacts: readonly Contact[] }) {
  const { LL } = useI18n();
  const id = useId();
  if (contacts.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {LL.provider.contacts()}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {contacts.map((contact, i) => (
          <li key={contact.id ?? i} className="flex items-center gap-3">
            {contact.image && (
              <img
                src={contact.image}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
                className="size-12 shrink-0 rounded-full object-cover"
              />
            )}
            <div className="flex min-w-0 flex-col">
              <span className="font-medium break-words">{contact.name}</span>
              <span className="text-sm text-muted-foreground">{LL.provider.contactPerson()}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
