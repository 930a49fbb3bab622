import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactSchema } from '@ecg/domain/contracts';
import { ContactFields, EMPTY_CONTACT } from './ContactFields';
import { useForm } from './use-form';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => `«${key}»` }),
}));

afterEach(cleanup);

type Shown = Omit<ComponentProps<typeof ContactFields>, 'form' | 'formId'>;

/** A form holding only the contact; each render tells the test what the form holds. */
function ContactForm({
  contact,
  seen,
  ...shown
}: Shown & { contact: unknown; seen: (value: unknown) => void }) {
  const form = useForm(contactSchema, { contact }, 'test');
  seen(form.values.contact);
  return <ContactFields form={form} formId="test" {...shown} />;
}

const legend = () => screen.getByRole('group').querySelector('legend')?.textContent;
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ContactFields: one contact for every visitor form', () => {
  it('as a section of its own, keeps its legend, hint and labels, a name required', () => {
    render(<ContactForm contact={EMPTY_CONTACT} seen={() => undefined} />);
    expect(legend()).toBe('«contactFields.legend»');
    expect(screen.getByText('«contactFields.hint»')).toBeTruthy();
    expect(screen.getByLabelText(/contactFields\.name/).getAttribute('aria-required')).toBe('true');
  });

  it('marked optional, says so at its legend and holds no contact once every field is empty', () => {
    const seen = vi.fn();
    render(
      <ContactForm contact={undefined} seen={seen} legend="Reply" hint="If" mark="optional" />,
    );
    expect(legend()).toBe('Reply «form.optional»');
    type(/form\.contact\.name/, 'Lin');
    expect(seen).toHaveBeenLastCalledWith({ name: 'Lin' });
    type(/form\.contact\.name/, ' ');
    expect(seen).toHaveBeenLastCalledWith(undefined);
  });

  it('marked required, keeps the empty contact for the contract to refuse', () => {
    const seen = vi.fn();
    render(<ContactForm contact={{}} seen={seen} legend="Owner" hint="How" mark="required" />);
    expect(legend()).toBe('Owner «form.required»');
    type(/form\.contact\.email/, 'a');
    type(/form\.contact\.email/, '');
    expect(seen).toHaveBeenLastCalledWith({ email: '' });
  });
});
