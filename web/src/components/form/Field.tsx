import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { FieldIssue } from './issue-message';
import { IssueText } from './IssueText';
import { fieldId } from './use-form';
import './form.css';

export { IssueText };

/** What an input needs to be labelled, described and marked as at fault. */
export interface InputProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

interface FieldProps {
  formId: string;
  field: string;
  label: string;
  hint?: string;
  required?: boolean;
  issue: FieldIssue | undefined;
  children: (input: InputProps) => ReactNode;
}

/**
 * One field: its label, an optional hint, and its message when it breaks a rule, tied to the
 * input (aria-describedby, aria-invalid) so a screen reader says them with it.
 */
export function Field({ formId, field, label, hint, required, issue, children }: FieldProps) {
  const { t } = useTranslation();
  const id = fieldId(formId, field);
  const hintId = hint ? `${id}-hint` : undefined;
  const issueId = issue ? `${id}-issue` : undefined;
  const describedBy = [issueId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${issue ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="form-field__required"> {t('form.required')}</span>
        ) : (
          <span className="form-field__optional"> {t('form.optional')}</span>
        )}
      </label>
      {hint && (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': issue !== undefined,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(required ? { 'aria-required': true } : {}),
      })}
      {issue && (
        <p className="form-field__issue" id={issueId}>
          <IssueText issue={issue} />
        </p>
      )}
    </div>
  );
}
