import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { FormIssue } from '@ecg/domain/contracts';
import { downsizedPhoto } from './downsize-photo';
import { IssueText } from './Field';
import { fieldId, type FieldIssues } from './use-form';

interface PhotoFieldProps {
  formId: string;
  /** The field's path in the form (`photos`); a photo's issue is at `photos.{index}`. */
  field: string;
  label: string;
  hint: string;
  photos: readonly string[];
  max: number;
  issues: FieldIssues;
  onChange: (photos: string[]) => void;
}

/** The first issue of the list or of one of its photos. */
const issueOf = (issues: FieldIssues, field: string): FormIssue | undefined =>
  issues[field] ?? Object.entries(issues).find(([path]) => path.startsWith(`${field}.`))?.[1];

/**
 * Photos the visitor adds (from the camera or the gallery), each made small on the phone,
 * shown as a preview with a button to remove it; at most `max`. A file that is not a picture
 * is said at the field and not added.
 */
export function PhotoField({
  formId,
  field,
  label,
  hint,
  photos,
  max,
  issues,
  onChange,
}: PhotoFieldProps) {
  const { t } = useTranslation();
  const [preparing, setPreparing] = useState(false);
  const [unreadable, setUnreadable] = useState(false);
  const id = fieldId(formId, field);
  const issue: FormIssue | undefined = unreadable
    ? { field, rule: 'image' }
    : issueOf(issues, field);
  const full = photos.length >= max;

  const add = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setPreparing(true);
    setUnreadable(false);
    const added: string[] = [];
    for (const file of [...files].slice(0, max - photos.length)) {
      try {
        added.push(await downsizedPhoto(file));
      } catch {
        setUnreadable(true);
      }
    }
    setPreparing(false);
    if (added.length > 0) onChange([...photos, ...added]);
  };

  return (
    <div className={`form-field${issue ? ' form-field--invalid' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        <span className="form-field__optional"> {t('form.optional')}</span>
      </label>
      <p className="form-field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <input
        id={id}
        className="form-photos__input"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/*"
        multiple
        disabled={full || preparing}
        aria-invalid={issue !== undefined}
        aria-describedby={[issue ? `${id}-issue` : '', `${id}-hint`].filter(Boolean).join(' ')}
        onChange={(event) => {
          void add(event.target.files);
          event.target.value = '';
        }}
      />
      <p className="form-photos__status" role="status">
        {preparing
          ? t('form.photos.preparing')
          : t('form.photos.count', { count: photos.length, max })}
      </p>
      {photos.length > 0 && (
        <ul className="form-photos">
          {photos.map((photo, index) => (
            <li key={`${index}-${photo.length}`} className="form-photos__item">
              <img
                src={photo}
                alt={t('form.photos.preview', { index: index + 1 })}
                className="form-photos__preview"
              />
              <button
                type="button"
                className="form-button form-button--quiet form-photos__remove"
                onClick={() => onChange(photos.filter((_, at) => at !== index))}
              >
                {t('form.photos.remove', { index: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {issue && (
        <p className="form-field__issue" id={`${id}-issue`}>
          <IssueText issue={issue} />
        </p>
      )}
    </div>
  );
}
