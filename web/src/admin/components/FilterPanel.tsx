import { useId, type ReactNode } from 'react';
import { Field } from './fields';

interface FilterPanelProps {
  heading: string;
  /** Said before the fields: a filter chosen elsewhere, with a way to let it go. */
  lead?: ReactNode;
  children: ReactNode;
}

/** A list's filters, applied as they change, under a heading naming what they choose. */
export function FilterPanel({ heading, lead, children }: FilterPanelProps) {
  const headingId = useId();
  return (
    <section role="search" className="panel filters" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {lead}
      <div className="filters__fields">{children}</div>
    </section>
  );
}

interface DateRangeFieldsProps {
  fromLabel: string;
  toLabel: string;
  from: string;
  to: string;
  onChange: (change: { from: string } | { to: string }) => void;
}

/** The first and last day of what a list shows, either left empty. */
export function DateRangeFields({ fromLabel, toLabel, from, to, onChange }: DateRangeFieldsProps) {
  return (
    <>
      <Field
        label={fromLabel}
        type="date"
        value={from}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <Field
        label={toLabel}
        type="date"
        value={to}
        onChange={(event) => onChange({ to: event.target.value })}
      />
    </>
  );
}
