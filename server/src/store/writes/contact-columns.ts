import type { Contact } from '@ecg/domain/contracts';

/**
 * A visitor's contact as the forms' tables keep it (docs/writes.md): the name, and each way to
 * reach them that they gave, null where they gave none. Each area blanks these columns when its
 * form's promised time is up.
 */
export const contactColumns = (contact: Contact) => ({
  contact_name: contact.name,
  contact_email: contact.email ?? null,
  contact_phone: contact.phone ?? null,
});
