import type { EditableQuestion, OperatorSurvey } from '@ecg/domain/contracts/admin-surveys';
import { useQuery } from '@/lib/query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FormAlert } from '@/admin/components/fields';
import { QuestionForm } from './QuestionForm';
import { QuestionList } from './QuestionList';
import { ScheduleForm } from './ScheduleForm';
import { questionsQuery } from './surveys-query';

/** A survey's days and its questions, each edited, moved or removed, and new ones added. */
export function SurveyEditor({
  survey,
  onChanged,
}: {
  survey: OperatorSurvey;
  onChanged: (message: string) => void;
}) {
  const { t } = useTranslation();
  const questions = useQuery(questionsQuery(survey.id));
  const [editing, setEditing] = useState<EditableQuestion | 'new'>();
  return (
    <>
      <h2>{survey.title}</h2>
      <ScheduleForm survey={survey} onChanged={onChanged} />
      {questions.isPending && <p role="status">{t('app.loading')}</p>}
      {questions.isError && <FormAlert>{t('errors.load')}</FormAlert>}
      {questions.data && (
        <QuestionList
          surveyId={survey.id}
          questions={questions.data}
          refreshing={questions.isFetching}
          onEdit={setEditing}
          onChanged={onChanged}
        />
      )}
      {editing ? (
        <QuestionForm
          key={editing === 'new' ? 'new' : editing.id}
          surveyId={survey.id}
          question={editing === 'new' ? undefined : editing}
          onDone={(message) => {
            setEditing(undefined);
            if (message) onChanged(message);
          }}
        />
      ) : (
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing('new')}
          >
            {t('surveys.addQuestion')}
          </button>
        </p>
      )}
    </>
  );
}
