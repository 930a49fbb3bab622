import type { EditableQuestion } from '@ecg/domain/contracts/admin-surveys';
import { useMutation, useQueryClient } from '@/lib/query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { refreshCalls } from '@/admin/admin-keys';
import { adminPost } from '@/admin/api';
import { ConfirmDialog } from '@/admin/components/ConfirmDialog';
import { FormAlert } from '@/admin/components/fields';
import { alertKeyOf } from '@/admin/components/refusal';
import { SURVEY_CALLS, textLang } from './surveys-query';

interface QuestionListProps {
  surveyId: number;
  questions: EditableQuestion[];
  /** The list is being asked again: an order computed from it now would be out of date. */
  refreshing: boolean;
  onEdit: (question: EditableQuestion) => void;
  onChanged: (message: string) => void;
}

/** The questions in the order visitors are asked them: moved up or down, edited, removed. */
export function QuestionList({
  surveyId,
  questions,
  refreshing,
  onEdit,
  onChanged,
}: QuestionListProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<EditableQuestion>();
  const textOf = (question: EditableQuestion) => question.text[textLang(i18n.language)];
  const refresh = () => refreshCalls(queryClient, SURVEY_CALLS);
  const move = useMutation({
    mutationFn: ({ from, to }: { from: number; to: number }) => {
      const ids = questions.map((question) => question.id);
      const [moved] = ids.splice(from, 1);
      ids.splice(to, 0, moved as number);
      return adminPost('surveyQuestionOrder', { surveyId, questionIds: ids });
    },
    onSuccess: (_answer, { from, to }) => {
      void refresh();
      const question = questions[from];
      if (question) onChanged(t('surveys.moved', { text: textOf(question), place: to + 1 }));
    },
  });
  const remove = useMutation({
    mutationFn: (question: EditableQuestion) =>
      adminPost('surveyQuestionRemove', { questionId: question.id }),
    onSuccess: (_answer, question) => {
      setAsked(undefined);
      void refresh();
      onChanged(t('surveys.removed', { text: textOf(question) }));
    },
  });

  return (
    <section className="panel" aria-labelledby="questions-heading">
      <h2 id="questions-heading">{t('surveys.questionsHeading')}</h2>
      {questions.length === 0 && <p>{t('surveys.noQuestions')}</p>}
      <ol className="rows">
        {questions.map((question, index) => {
          const text = textOf(question);
          return (
            <li key={question.id} className="row">
              <div className="row__text">
                <h3 className="row__title">
                  {index + 1}. {text}
                </h3>
                <p className="row__meta">
                  {t(`surveys.kinds.${question.kind}`)}
                  {question.required && ` · ${t('surveys.required')}`}
                  {question.choices.length > 0 &&
                    ` · ${question.choices
                      .map((choice) => choice.label[textLang(i18n.language)])
                      .join(' / ')}`}
                </p>
              </div>
              <div className="row__actions">
                <button
                  type="button"
                  className="button"
                  disabled={index === 0 || move.isPending || refreshing}
                  onClick={() => move.mutate({ from: index, to: index - 1 })}
                  aria-label={t('surveys.moveUpNamed', { text })}
                >
                  {t('surveys.moveUp')}
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={index === questions.length - 1 || move.isPending || refreshing}
                  onClick={() => move.mutate({ from: index, to: index + 1 })}
                  aria-label={t('surveys.moveDownNamed', { text })}
                >
                  {t('surveys.moveDown')}
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => onEdit(question)}
                  aria-label={t('surveys.editQuestionNamed', { text })}
                >
                  {t('surveys.editQuestion')}
                </button>
                <button
                  type="button"
                  className="button button--danger"
                  onClick={() => setAsked(question)}
                  aria-label={t('surveys.removeNamed', { text })}
                >
                  {t('surveys.remove')}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {move.isError && <FormAlert>{t(alertKeyOf(move.error))}</FormAlert>}
      {asked && (
        <ConfirmDialog
          title={t('surveys.removeTitle')}
          confirmLabel={t('surveys.remove')}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(asked)}
          onCancel={() => {
            remove.reset();
            setAsked(undefined);
          }}
        >
          <p>{t('surveys.removeText', { text: textOf(asked) })}</p>
          {remove.isError && <FormAlert>{t(alertKeyOf(remove.error))}</FormAlert>}
        </ConfirmDialog>
      )}
    </section>
  );
}
