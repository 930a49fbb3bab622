import { useId } from 'react';

/** The months a timetable is asked for, January first (requirements §9: months 1 to 12). */
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** A timetable's month, picked from the twelve, each said as `nameOf` says it. */
export function MonthSelect({
  label,
  month,
  onMonth,
  nameOf,
  className,
}: {
  label: string;
  month: number;
  onMonth: (month: number) => void;
  nameOf: (month: number) => string;
  className: string;
}) {
  const pickerId = useId();
  return (
    <p className={className}>
      <label htmlFor={pickerId}>{label}</label>
      <select id={pickerId} value={month} onChange={(event) => onMonth(Number(event.target.value))}>
        {MONTHS.map((value) => (
          <option key={value} value={value}>
            {nameOf(value)}
          </option>
        ))}
      </select>
    </p>
  );
}
